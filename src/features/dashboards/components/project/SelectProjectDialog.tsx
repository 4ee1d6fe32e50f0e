import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { texts } from '../../../../texts';
import { dashboardTexts } from '../../../../texts/dashboards';
import { ProjectSelector, type ProjectSelectorProps } from './ProjectSelector';

const t = dashboardTexts.project;

/**
 * The 'Select Project' modal shown without a project id (seed 001 section 2), open when it mounts:
 * the page mounts it only while no project is chosen. Cancel closes it and leaves the page's own selector;
 * after a choice the page moves focus to the board it opened.
 */
export function SelectProjectDialog(props: Omit<ProjectSelectorProps, 'value' | 'autoFocus'>) {
  const [open, setOpen] = useState(true);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs" disableRestoreFocus>
      <DialogTitle id={titleId}>{t.selectProject}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <ProjectSelector {...props} value={null} autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>{texts.common.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}

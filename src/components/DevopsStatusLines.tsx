import { Box, List, ListItem, Typography } from '@mui/material';
import { resolveDevopsStatus, STATUS_ICON_COLOUR, type DevopsStatusClass } from '../domain/devopsStatus';
import { selectAppDevopsStatusMap, selectProjectDevopsStatusMap } from '../store/devopsStatus';
import { useAppSelector } from '../store/hooks';
import { devopsStatusTexts as t } from '../texts/devopsStatus';
import { visuallyHidden } from './visuallyHidden';

/** Shades of the seeds' four icon colours that keep 3:1 against white (WCAG non-text contrast). */
const SHADE: Record<(typeof STATUS_ICON_COLOUR)[DevopsStatusClass], string> = {
  green: '#2e7d32',
  red: '#c62828',
  grey: '#757575',
  orange: '#e65100',
};

/**
 * The devops status lines of a project (seed 000 section 4, seed 001 section 4): each code of
 * devopsStatus with its label from the locally kept project map and a round icon, green success,
 * red failed, grey pending, orange in progress. The class is also said in words for screen readers.
 */
export function DevopsStatusLines({
  codes,
  title = t.title,
  scope = 'project',
}: {
  codes: readonly string[] | null | undefined;
  title?: string;
  /** Which locally kept map reads the codes: the project's or the app's (they word the IAC pipeline differently). */
  scope?: 'project' | 'app';
}) {
  const map = useAppSelector(scope === 'app' ? selectAppDevopsStatusMap : selectProjectDevopsStatusMap);
  const list = codes ?? [];
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {list.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.none}
        </Typography>
      ) : (
        <List dense disablePadding>
          {list.map((code) => {
            const entry = resolveDevopsStatus(map, code);
            return (
              <ListItem key={code} disableGutters sx={{ gap: 1 }} data-status-class={entry.status}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 12, height: 12, borderRadius: '50%', flex: 'none', bgcolor: SHADE[STATUS_ICON_COLOUR[entry.status]] }}
                />
                <Typography variant="body2" component="span">
                  {entry.label}
                  <Box component="span" sx={visuallyHidden}>
                    {` (${t.classWords[entry.status]})`}
                  </Box>
                </Typography>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}


import { Link as RouterLink } from 'react-router-dom';
import { Button, Typography } from '@mui/material';
import { useAppSelector } from '../../../store/hooks';
import { can } from '../../../domain/roles';
import { projectTexts } from '../../../texts/projects';
import { selectRole } from '../../../session/slice';
import { WizardTitle } from './WizardTitle';

/** Where a role goes from here instead: agencies to My Projects, approvers to the pending list, others home. */
function wayOn(role: number | null | undefined): { label: string; to: string } {
  if (can(role, 'myProjects')) return { label: projectTexts.wizard.toMyProjects, to: '/MyProjects' };
  if (can(role, 'pendingProjects')) return { label: projectTexts.wizard.toPendingProjects, to: '/PendingProjectsForApproval' };
  return { label: projectTexts.wizard.toHome, to: '/' };
}

/**
 * /RoutingTrail without a project (the wizard needs one, chosen from My Projects by agencies), or
 * for a role that does not fill the wizard at all (roles 1, 4, 5, 8): it says so, with a way on
 * that the role may use, and never a Retry that cannot succeed.
 */
export function NoProjectChosen() {
  const role = useAppSelector(selectRole);
  const fills = can(role, 'createProject');
  const next = wayOn(role);
  return (
    <>
      <WizardTitle />
      <Typography sx={{ mb: 3 }}>{fills ? projectTexts.wizard.noProject : projectTexts.wizard.notForRole}</Typography>
      <Button component={RouterLink} to={next.to} variant="contained">
        {next.label}
      </Button>
    </>
  );
}

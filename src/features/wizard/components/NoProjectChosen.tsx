import { Link as RouterLink } from 'react-router-dom';
import { Button, Typography } from '@mui/material';
import { useAppSelector } from '../../../store/hooks';
import { can } from '../../../domain/roles';
import { projectTexts } from '../../../texts/projects';
import { selectRole } from '../../../session/slice';
import { WizardTitle } from './WizardTitle';

/** /RoutingTrail without a project: the wizard needs one, chosen from My Projects (agencies) first. */
export function NoProjectChosen() {
  const role = useAppSelector(selectRole);
  const agency = can(role, 'myProjects');
  return (
    <>
      <WizardTitle />
      <Typography sx={{ mb: 3 }}>{projectTexts.wizard.noProject}</Typography>
      <Button component={RouterLink} to={agency ? '/MyProjects' : '/'} variant="contained">
        {agency ? projectTexts.wizard.toMyProjects : projectTexts.wizard.toHome}
      </Button>
    </>
  );
}

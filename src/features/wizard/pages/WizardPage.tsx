import { useLocation, useParams } from 'react-router-dom';
import { Container } from '@mui/material';
import { NoProjectChosen } from '../components/NoProjectChosen';
import { ProjectWizard } from '../components/ProjectWizard';
import { projectIdFrom } from '../model';
import { can } from '../../../domain/roles';
import { selectRole } from '../../../session/slice';
import { useAppSelector } from '../../../store/hooks';

/**
 * 'Create a New Project': /DFCCreateProject/{projectId}, and /RoutingTrail with {projectId} in
 * the location state. Without a project it explains that one must be chosen first; a role that
 * does not fill the wizard (/RoutingTrail is every role's route) is told so, with no wizard to load.
 */
export default function WizardPage() {
  const { projectId: fromPath } = useParams();
  const location = useLocation();
  const fromState = (location.state as { projectId?: unknown } | null)?.projectId;
  const projectId = projectIdFrom(fromPath ?? fromState);
  const fills = can(useAppSelector(selectRole), 'createProject');
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      {projectId === null || !fills ? <NoProjectChosen /> : <ProjectWizard key={projectId} projectId={projectId} />}
    </Container>
  );
}

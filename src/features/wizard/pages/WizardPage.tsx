import { useLocation, useParams } from 'react-router-dom';
import { Container } from '@mui/material';
import { NoProjectChosen } from '../components/NoProjectChosen';
import { ProjectWizard } from '../components/ProjectWizard';
import { projectIdFrom } from '../model';

/**
 * 'Create a New Project': /DFCCreateProject/{projectId}, and /RoutingTrail with {projectId} in
 * the location state. Without a project it explains that one must be chosen first.
 */
export default function WizardPage() {
  const { projectId: fromPath } = useParams();
  const location = useLocation();
  const fromState = (location.state as { projectId?: unknown } | null)?.projectId;
  const projectId = projectIdFrom(fromPath ?? fromState);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      {projectId === null ? <NoProjectChosen /> : <ProjectWizard key={projectId} projectId={projectId} />}
    </Container>
  );
}

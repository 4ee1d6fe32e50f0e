import { Container, Typography } from '@mui/material';
import { texts } from '../../../texts';
import { projectTexts } from '../../../texts/projects';
import { ProjectCardList } from '../components/ProjectCardList';
import { ProjectCardWithAgency } from '../components/ProjectCardWithAgency';

/** /PendingProjectsForApproval (roles 2, 3, 8): submitted projects; a card opens the project's details. */
export default function PendingProjectsPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {projectTexts.projectLists.pendingTitle}
      </Typography>
      <ProjectCardList
        kind="submitted"
        label={projectTexts.projectLists.pendingTitle}
        emptyText={texts.common.noData}
        lookupAgency
        renderCard={(card) => <ProjectCardWithAgency card={card} to={`/viewProjectDetails/${card.projectId}`} lookupAgency />}
      />
    </Container>
  );
}

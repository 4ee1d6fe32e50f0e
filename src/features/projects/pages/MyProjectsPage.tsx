import { Container, Typography } from '@mui/material';
import { useAppSelector } from '../../../store/hooks';
import { AGENCY_TYPE, can } from '../../../domain/roles';
import { cardTarget, cardTone, datePart, isCreated, statusText, type ProjectCard as ProjectCardData } from '../../../domain/projects';
import { texts } from '../../../texts';
import { projectTexts } from '../../../texts/projects';
import { selectSession } from '../../../session/slice';
import { ColourLegend } from '../components/ColourLegend';
import { ProjectCard } from '../components/ProjectCard';
import { ProjectCardList } from '../components/ProjectCardList';

/** Where a card opens when the agency rule does not apply (the wizard). */
const MY_PROJECTS_BASE_PATH = '/DFCCreateProject/';

/** /MyProjects (roles 6, 7): a card per project assigned to the signed-in agency. */
export default function MyProjectsPage() {
  const session = useAppSelector(selectSession);
  const role = session?.role;
  const agencyView = session?.claims.TYPE === AGENCY_TYPE || can(role, 'readDraftProject');

  const renderCard = (card: ProjectCardData) => (
    <ProjectCard
      projectName={card.projectName}
      fields={[
        { label: projectTexts.projectLists.creator, value: card.projectCreator?.username || projectTexts.projectLists.notGiven },
        { label: projectTexts.projectLists.createdOn, value: datePart(card.projectCreatedDate) || projectTexts.projectLists.notGiven },
        { label: projectTexts.projectLists.status, value: statusText(card.projectStatus) },
      ]}
      action={{
        text: isCreated(card.projectCreationStatus) ? projectTexts.projectLists.viewProject : projectTexts.projectLists.createProject,
        to: cardTarget(card, MY_PROJECTS_BASE_PATH, agencyView),
        tone: cardTone(card.projectCreationStatus),
      }}
    />
  );

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {projectTexts.projectLists.myProjectsTitle}
      </Typography>
      {can(role, 'colourLegend') && <ColourLegend />}
      <ProjectCardList
        kind="assigned"
        label={projectTexts.projectLists.myProjectsTitle}
        emptyText={texts.common.noDataAgency}
        renderCard={renderCard}
      />
    </Container>
  );
}

import { Container, Typography } from '@mui/material';
import { useAppSelector } from '../../../store/hooks';
import { can } from '../../../domain/roles';
import { texts } from '../../../texts';
import { projectTexts } from '../../../texts/projects';
import { selectRole } from '../../../session/slice';
import { ProjectCardList } from '../components/ProjectCardList';
import { ProjectCardWithAgency } from '../components/ProjectCardWithAgency';

/**
 * /ApprovedProjectsList: the global brand manager's approved projects (roles 2, 3; a card opens
 * /viewProjectDetails) or the tech user's (role 8; a card opens /viewApprovedProjectDetails).
 */
export default function ApprovedProjectsPage() {
  const tech = can(useAppSelector(selectRole), 'approvedProjectDetails');
  const detailsPath = tech ? '/viewApprovedProjectDetails/' : '/viewProjectDetails/';
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {projectTexts.projectLists.approvedTitle}
      </Typography>
      <ProjectCardList
        kind={tech ? 'approvedForTech' : 'approvedForGbm'}
        label={projectTexts.projectLists.approvedTitle}
        emptyText={texts.common.noData}
        renderCard={(card) => <ProjectCardWithAgency card={card} to={`${detailsPath}${card.projectId}`} />}
      />
    </Container>
  );
}

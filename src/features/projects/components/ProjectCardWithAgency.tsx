import { useAgencyOfProjectQuery } from '../../../api/projects';
import { cardTone, statusText, type ProjectCard as ProjectCardData } from '../../../domain/projects';
import { projectTexts } from '../../../texts/projects';
import { ProjectCard } from './ProjectCard';

export interface ProjectCardWithAgencyProps {
  card: ProjectCardData;
  /** Where 'View Project' goes. */
  to: string;
  /** Pending-approval cards fill the agency from GET /api/get_agency_by_projectid (seed 000 section 3). */
  lookupAgency?: boolean;
}

/** A pending or approved card: Project, Agency, Status and 'View Project'. */
export function ProjectCardWithAgency({ card, to, lookupAgency = false }: ProjectCardWithAgencyProps) {
  const { data: lookedUp } = useAgencyOfProjectQuery(card.projectId, { skip: !lookupAgency });
  // While the lookup runs, or if it fails or answers nothing, the card's own names stand in.
  const agency = (lookupAgency && lookedUp) || card.agencyName || card.agencyUserName || '';
  return (
    <ProjectCard
      projectName={card.projectName}
      fields={[
        { label: projectTexts.projectLists.agency, value: agency },
        { label: projectTexts.projectLists.status, value: statusText(card.projectStatus) },
      ]}
      action={{ text: projectTexts.projectLists.viewProject, to, tone: cardTone(card.projectCreationStatus) }}
    />
  );
}

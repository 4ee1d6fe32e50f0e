import { useEffect, useState } from 'react';
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

/**
 * How long a card stays on screen before it looks its agency up: a long list scrolled through
 * quickly (its cards mount and unmount as they pass, src/components/WindowedCardGrid.tsx) starts
 * no lookup for the cards that only flew by.
 */
export const AGENCY_LOOKUP_DELAY_MS = 300;

/** True once `active` has held for `ms` since the card mounted (or became active). */
function useSettled(active: boolean, ms: number): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setSettled(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && settled;
}

/** A pending or approved card: Project, Agency, Status and 'View Project'. */
export function ProjectCardWithAgency({ card, to, lookupAgency = false }: ProjectCardWithAgencyProps) {
  const lookUp = useSettled(lookupAgency, AGENCY_LOOKUP_DELAY_MS);
  const { data: lookedUp } = useAgencyOfProjectQuery(card.projectId, { skip: !lookUp });
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

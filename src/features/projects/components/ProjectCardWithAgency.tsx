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

/**
 * A pending or approved card: Project, Agency, Status and 'View Project'. Only a card that looks
 * its agency up (pending) holds the lookup's query hook and store subscription; an approved card
 * is the card alone (a list of thousands subscribes none).
 */
export function ProjectCardWithAgency({ card, to, lookupAgency = false }: ProjectCardWithAgencyProps) {
  return lookupAgency ? <LookedUpAgencyCard card={card} to={to} /> : <AgencyCard card={card} to={to} agency={ownAgency(card)} />;
}

/** The card's own agency names (while a lookup runs, or if it fails or answers nothing, they stand in). */
const ownAgency = (card: ProjectCardData) => card.agencyName || card.agencyUserName || '';

function LookedUpAgencyCard({ card, to }: Omit<ProjectCardWithAgencyProps, 'lookupAgency'>) {
  const lookUp = useSettled(true, AGENCY_LOOKUP_DELAY_MS);
  const { data: lookedUp } = useAgencyOfProjectQuery(card.projectId, { skip: !lookUp });
  return <AgencyCard card={card} to={to} agency={lookedUp || ownAgency(card)} />;
}

function AgencyCard({ card, to, agency }: { card: ProjectCardData; to: string; agency: string }) {
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

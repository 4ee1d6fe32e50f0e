import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { shallowEqual } from 'react-redux';
import { projectsApi, useProjectListQuery, type ProjectListKind } from '../../../api/projects';
import { isApiError } from '../../../api/errors';
import { CardList, preloadWindowedCards } from '../../../components/CardList';
import { ListFilters, NoMatch } from '../../../components/ListFilters';
import { useListQuery } from '../../../components/useListQuery';
import { useDeferredFirst } from '../../../components/useDeferredFirst';
import { applyListQuery, projectAccessors, projectStatusOptions, SORT_KEYS } from '../../../domain/listQuery';
import type { ProjectCard } from '../../../domain/projects';
import { useAppSelector } from '../../../store/hooks';
import { texts } from '../../../texts';
import { projectTexts } from '../../../texts/projects';

export interface ProjectCardListProps {
  kind: ProjectListKind;
  /** Accessible name of the list (the page title). */
  label: string;
  emptyText: string;
  renderCard: (card: ProjectCard) => ReactNode;
  /** The cards show the agency looked up per card (pending list): the search looks in it too. */
  lookupAgency?: boolean;
}

/** What a failed list load says: the server could not be reached, or the list could not be loaded. */
export function listFailureText(error: unknown): string {
  const code = isApiError(error) ? error.code : 'network';
  return code === 'network' || code === 'timeout' ? projectTexts.projectLists.unreachable : projectTexts.projectLists.loadFailed;
}

const NO_CARDS: ProjectCard[] = [];
const cardKey = (card: ProjectCard) => card.projectId;

const selectAgencyOf = (projectId: number) => projectsApi.endpoints.agencyOfProject.select(projectId);
/** The store's state as RTK Query's selectors type it (the api slice is there once a page with api loads). */
type ApiState = Parameters<ReturnType<typeof selectAgencyOf>>[0];

/** The agency names the cards' lookups answered so far (cached by RTK Query), by project id. */
function useLookedUpAgencies(cards: readonly ProjectCard[], enabled: boolean): Record<number, string | undefined> {
  return useAppSelector((state) => {
    const names: Record<number, string | undefined> = {};
    if (enabled) for (const card of cards) names[card.projectId] = selectAgencyOf(card.projectId)(state as unknown as ApiState).data;
    return names;
  }, shallowEqual);
}

/**
 * One of the project lists (assigned, submitted, approved) as a grid of cards. Beyond the seeds:
 * a search (project name, agency, creator), a filter by the statuses present in the list and a
 * sort (name A-Z, newest first, oldest first), kept in the address (`?q=&status=&sort=`).
 */
export function ProjectCardList({ kind, label, emptyText, renderCard, lookupAgency = false }: ProjectCardListProps) {
  const query = useProjectListQuery(kind);
  const { error, isError, isFetching, refetch } = query;
  // The first cards and their filters render in the background, in short slices (no long task).
  const { value: data, pending } = useDeferredFirst(query.data);
  // A long list's windowing code loads while its first cards render in the background.
  useEffect(() => preloadWindowedCards(Array.isArray(query.data) ? query.data.length : 0), [query.data]);
  const list = useListQuery();
  const searchRef = useRef<HTMLInputElement>(null);
  const cards = Array.isArray(data) ? data : NO_CARDS;
  // Only the search reads the looked-up agencies: without one, their answers re-render only their own cards.
  const agencies = useLookedUpAgencies(cards, lookupAgency && list.query.q.trim() !== '');

  const shown = useMemo(
    () => applyListQuery(cards, list.query, projectAccessors((projectId) => agencies[projectId])),
    [cards, list.query, agencies],
  );
  const statusOptions = useMemo(() => projectStatusOptions(cards), [cards]);

  const clear = () => {
    list.clear();
    searchRef.current?.focus();
  };

  return (
    <>
      {cards.length > 0 && (
        <ListFilters
          controls={list}
          // One status only is no choice; a status chosen in the address stays shown.
          statusOptions={statusOptions.length > 1 || list.query.status ? statusOptions : undefined}
          sorts={SORT_KEYS}
          resultText={list.filtering ? texts.listQuery.resultCount(shown.length, cards.length) : ''}
          searchRef={searchRef}
        />
      )}
      {cards.length > 0 && shown.length === 0 ? (
        <NoMatch text={projectTexts.projectLists.noMatch} onClear={clear} />
      ) : (
        <CardList
          label={label}
          items={data === undefined ? undefined : shown}
          loading={(isFetching && !data) || pending}
          error={isError && !isFetching ? listFailureText(error) : null}
          onRetry={() => void refetch()}
          emptyText={emptyText}
          getKey={cardKey}
          renderCard={renderCard}
        />
      )}
    </>
  );
}

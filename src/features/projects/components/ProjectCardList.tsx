import type { ReactNode } from 'react';
import { useProjectListQuery, type ProjectListKind } from '../../../api/projects';
import { isApiError } from '../../../api/errors';
import { CardList } from '../../../components/CardList';
import type { ProjectCard } from '../../../domain/projects';
import { projectTexts } from '../../../texts/projects';

export interface ProjectCardListProps {
  kind: ProjectListKind;
  /** Accessible name of the list (the page title). */
  label: string;
  emptyText: string;
  renderCard: (card: ProjectCard) => ReactNode;
}

/** What a failed list load says: the server could not be reached, or the list could not be loaded. */
export function listFailureText(error: unknown): string {
  const code = isApiError(error) ? error.code : 'network';
  return code === 'network' || code === 'timeout' ? projectTexts.projectLists.unreachable : projectTexts.projectLists.loadFailed;
}

/** One of the project lists (assigned, submitted, approved) as a grid of cards. */
export function ProjectCardList({ kind, label, emptyText, renderCard }: ProjectCardListProps) {
  const { data, error, isError, isFetching, refetch } = useProjectListQuery(kind);
  return (
    <CardList
      label={label}
      items={data}
      loading={isFetching && !data}
      error={isError && !isFetching ? listFailureText(error) : null}
      onRetry={() => void refetch()}
      emptyText={emptyText}
      getKey={(card) => card.projectId}
      renderCard={renderCard}
    />
  );
}

import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/**
 * Where the cloud pages read their subject: the address's query (?projectId=…&service=…), so a
 * page is shareable and survives a reload, or the router state {projectId, service} a page that
 * links here may pass instead. The query wins when both are given.
 * The environment job a request started is never in the address (see useFollowedJob).
 */
export interface CloudAddress {
  projectId: number | null;
  service: string | null;
  /** The chosen region's value (one the regions call answered, or of the fixed four). */
  region: string | null;
  /**
   * Whether the query names a status URL (an address written before jobs left it, or a crafted
   * link): the page says it does not follow it, and never reads the job it names.
   */
  namesJob: boolean;
}

/** A whole positive project id, or null. */
export function parseProjectId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function useCloudAddress(): CloudAddress {
  const [query] = useSearchParams();
  const state = (useLocation().state ?? {}) as { projectId?: unknown; service?: unknown };
  return {
    projectId: parseProjectId(query.get('projectId')) ?? parseProjectId(state.projectId),
    service: nonEmpty(query.get('service')) ?? nonEmpty(state.service),
    region: nonEmpty(query.get('region')),
    namesJob: query.has('statusUrl'),
  };
}

/** The history entry's record of the environment job this tab's request started (router state). */
interface FollowedJob {
  projectId: number;
  statusUrl: string;
}

const FOLLOWED_JOB = 'environmentJob';

/** The status URL the entry's state keeps for this project, or null (none, or another project's). */
export function followedJobOf(state: unknown, projectId: number | null): string | null {
  const kept = (state as Record<string, unknown> | null | undefined)?.[FOLLOWED_JOB] as Partial<FollowedJob> | undefined;
  if (projectId === null || typeof kept !== 'object' || kept === null || kept.projectId !== projectId) return null;
  return nonEmpty(kept.statusUrl);
}

/**
 * The environment job Plan Selection follows: only one this tab started. Raising a request keeps
 * its status URL in the history entry's state (follow), which a reload or Back to the entry keeps,
 * and the browser gives to no other tab or link; the address gets the region but not the job. A
 * status URL from the address bar is never followed, so a link can neither read a job nor save
 * its environment to a project. stop() forgets the job (Choose another plan).
 */
export function useFollowedJob(projectId: number | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const statusUrl = followedJobOf(location.state, projectId);
  /** Rewrites this entry (replace): the query without any status URL, plus `query`; the state with `job` or without one. */
  const keep = useCallback(
    (job: FollowedJob | null, query: Record<string, string> = {}) => {
      const search = new URLSearchParams(location.search);
      search.delete('statusUrl');
      for (const [name, value] of Object.entries(query)) search.set(name, value);
      const state: Record<string, unknown> = typeof location.state === 'object' && location.state !== null ? { ...location.state } : {};
      if (job) state[FOLLOWED_JOB] = job;
      else delete state[FOLLOWED_JOB];
      void navigate({ pathname: location.pathname, search: `?${search}` }, { replace: true, state });
    },
    [location.pathname, location.search, location.state, navigate],
  );
  const follow = useCallback((job: FollowedJob, query: Record<string, string>) => keep(job, query), [keep]);
  const stop = useCallback(() => keep(null), [keep]);
  return { statusUrl, follow, stop };
}

export const APPROVED_PROJECTS_PATH = '/ApprovedProjectsList';

export function cloudPlansPath(projectId: number): string {
  return `/getCloudPlans?${new URLSearchParams({ projectId: String(projectId) })}`;
}

export function serviceRegionOptionsPath(projectId: number, service: string): string {
  return `/ServiceRegionOptions?${new URLSearchParams({ projectId: String(projectId), service })}`;
}

/**
 * Keeps the subject in the address: a page reached with router state only gets the same subject
 * written into its query (replacing the entry), so a reload or a shared link shows the same page.
 */
export function useShareableAddress(address: CloudAddress): void {
  const [query, setQuery] = useSearchParams();
  const { state } = useLocation();
  const missing = (address.projectId !== null && !query.get('projectId')) || (address.service !== null && !query.get('service'));
  useEffect(() => {
    if (!missing) return;
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (address.projectId !== null) next.set('projectId', String(address.projectId));
        if (address.service !== null) next.set('service', address.service);
        return next;
      },
      // The entry's state (a followed job) stays with it.
      { replace: true, state },
    );
  }, [missing, address.projectId, address.service, setQuery, state]);
}

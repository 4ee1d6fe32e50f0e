import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * Where the cloud pages read their subject: the address's query (?projectId=…&service=…), so a
 * page is shareable and survives a reload, or the router state {projectId, service} a page that
 * links here may pass instead. The query wins when both are given.
 */
export interface CloudAddress {
  projectId: number | null;
  service: string | null;
  /** The chosen region's value (one the regions call answered, or of the fixed four). */
  region: string | null;
  /** The environment job being watched (set once a request was raised, so a reload resumes it). */
  statusUrl: string | null;
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
    statusUrl: nonEmpty(query.get('statusUrl')),
  };
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
      { replace: true },
    );
  }, [missing, address.projectId, address.service, setQuery]);
}

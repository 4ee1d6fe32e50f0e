/**
 * Lists you can search (beyond the seeds): the project card lists and the notifications inbox
 * take a search text, a status filter and a sort, kept in the address as `?q=&status=&sort=`.
 * Pure rules only: reading and writing those parameters, matching, filtering and sorting.
 */
import { PROJECT_STATUSES, statusText, type ProjectCard } from './projects';
import { READ, UNREAD, type Notification } from './notifications';

/* ---------- the query and its address ---------- */

export const SORT_KEYS = ['name', 'newest', 'oldest'] as const;
/** name: A to Z; newest / oldest: by creation date. '' keeps the server's order. */
export type SortKey = (typeof SORT_KEYS)[number];

export interface ListQuery {
  /** The search text as typed. */
  q: string;
  /** A status key, or '' for every status. */
  status: string;
  sort: SortKey | '';
}

export const EMPTY_LIST_QUERY: ListQuery = { q: '', status: '', sort: '' };

/** The address parameters this file owns; others (a page's own) are left alone. */
export const LIST_QUERY_PARAMS = ['q', 'status', 'sort'] as const;

export function parseSort(value: string | null | undefined): SortKey | '' {
  return (SORT_KEYS as readonly string[]).includes(value ?? '') ? (value as SortKey) : '';
}

export function parseListQuery(params: Pick<URLSearchParams, 'get'>): ListQuery {
  return { q: params.get('q') ?? '', status: (params.get('status') ?? '').trim(), sort: parseSort(params.get('sort')) };
}

/** The address of a query: empty values are left out, other parameters are kept. */
export function withListQuery(prev: URLSearchParams, query: ListQuery): URLSearchParams {
  const next = new URLSearchParams(prev);
  const put = (key: (typeof LIST_QUERY_PARAMS)[number], value: string) => (value === '' ? next.delete(key) : next.set(key, value));
  put('q', query.q);
  put('status', query.status);
  put('sort', query.sort);
  return next;
}

/** True when the search or the status filter may hide items (a sort hides nothing). */
export function isFiltering(query: Pick<ListQuery, 'q' | 'status'>): boolean {
  return searchKey(query.q) !== '' || query.status !== '';
}

/* ---------- matching ---------- */

/** Case- and accent-insensitive; underscores read as spaces; runs of blanks as one. */
export function searchKey(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/_/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/**
 * The readable text of server HTML, for matching only (what is shown still goes through
 * SafeHtml): comments, scripts and styles dropped, tags read as spaces, common entities decoded.
 */
export function htmlToText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every word of the search appears in one of the texts (any order); an empty search matches all. */
export function matchesSearch(texts: readonly (string | null | undefined)[], q: string): boolean {
  const words = searchKey(q).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.map(searchKey).join('\n');
  return words.every((word) => haystack.includes(word));
}

/* ---------- filtering and sorting ---------- */

/** How a list reads its items. */
export interface ListAccessors<T> {
  /** The texts the search looks in. */
  texts: (item: T) => readonly (string | null | undefined)[];
  /** The item's status key (what the status filter compares). */
  status?: (item: T) => string;
  /** What name A-Z sorts by. */
  name?: (item: T) => string;
  /** What newest / oldest sort by (an ISO date). */
  date?: (item: T) => string | null | undefined;
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function timeOf(value: string | null | undefined): number | null {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : time;
}

/**
 * The items the query keeps, in its order. Ties (and a sort the list cannot do) keep the
 * server's order; items without a readable date go last in both date orders.
 */
export function applyListQuery<T>(items: readonly T[], query: ListQuery, accessors: ListAccessors<T>): T[] {
  const { texts, status, name, date } = accessors;
  const kept = items.filter(
    (item) => (query.status === '' || !status || status(item) === query.status) && matchesSearch(texts(item), query.q),
  );
  if (query.sort === 'name' && name) return kept.sort((a, b) => byName.compare(name(a), name(b)));
  if ((query.sort === 'newest' || query.sort === 'oldest') && date) {
    const direction = query.sort === 'newest' ? -1 : 1;
    const times = new Map(kept.map((item) => [item, timeOf(date(item))]));
    return kept.sort((a, b) => {
      const ta = times.get(a) ?? null;
      const tb = times.get(b) ?? null;
      if (ta === null || tb === null) return ta === tb ? 0 : ta === null ? 1 : -1;
      return (ta - tb) * direction;
    });
  }
  return kept;
}

export interface StatusOption {
  value: string;
  label: string;
}

/* ---------- project lists ---------- */

/** The status key of a card not yet created (no project status): shown 'YET TO CREATE'. */
export const NO_PROJECT_STATUS = 'YET_TO_CREATE';

export function projectStatusKey(card: Pick<ProjectCard, 'projectStatus'>): string {
  return card.projectStatus || NO_PROJECT_STATUS;
}

/** The agency names a card may show (the pending list also looks the agency up: `lookedUp`). */
export function projectAccessors(lookedUpAgency: (projectId: number) => string | undefined = () => undefined): ListAccessors<ProjectCard> {
  return {
    texts: (card) => [card.projectName, card.agencyName, card.agencyUserName, lookedUpAgency(card.projectId), card.projectCreator?.username],
    status: projectStatusKey,
    name: (card) => card.projectName ?? '',
    date: (card) => card.projectCreatedDate,
  };
}

const LIFECYCLE: readonly string[] = [NO_PROJECT_STATUS, ...PROJECT_STATUSES];

/** The statuses present in a list, in lifecycle order (unknown ones last, A-Z), shown with spaces. */
export function projectStatusOptions(cards: readonly Pick<ProjectCard, 'projectStatus'>[]): StatusOption[] {
  const present = [...new Set(cards.map(projectStatusKey))];
  const rank = (key: string) => (LIFECYCLE.includes(key) ? LIFECYCLE.indexOf(key) : LIFECYCLE.length);
  return present
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((value) => ({ value, label: statusText(value) }));
}

/* ---------- notifications ---------- */

export const notificationAccessors: ListAccessors<Notification> = {
  texts: (n) => [htmlToText(n.notification)],
  status: (n) => n.readUnreadFlag,
  date: (n) => n.createdOn,
};

/** The inbox's status filter: Unread or Read (labels from the page's texts). */
export const NOTIFICATION_STATUSES = [UNREAD, READ] as const;

import { config } from '../config';

/**
 * A signed-in page's first data call, started by the entry (src/boot.ts) while the app's code
 * still loads, and handed to the contract's typed call when the page makes it (request(),
 * src/api/call.ts): RTK Query gets it as the query's first result, through the same answer check
 * and into the same cache. One call, once: the first request for the same address takes it; any
 * later one, and any answer that is not a success (a 401 to refresh, an error to show), goes
 * through the HTTP client as usual.
 *
 * The pre-rendered frame names its route and its first call (data-prerendered, data-first-call:
 * FRAME_FIRST_CALLS, src/prerender/render.tsx); the path's parameters come from the address.
 * Small on purpose: the entry imports it.
 */

/** What the early call answered: its status and its body (JSON, or null when it was not JSON). */
export interface EarlyAnswer {
  status: number;
  data: unknown;
}

/** An early answer not taken within this long is dropped (the page did not ask for it). */
export const EARLY_ANSWER_TTL_MS = 30_000;

const pending = new Map<string, Promise<EarlyAnswer | null>>();

/** The values of a route's parameters in a path ('/viewProjectDetails/:projectId' and '/viewProjectDetails/12' give {projectId: '12'}), or null when it does not match. */
export function routeParams(route: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}/?$`).exec(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    params[name] = match[index + 1];
  });
  return params;
}

/** The API address of a call path with its parameters filled in, as the HTTP client would call it; null when a parameter is missing. */
export function earlyCallUrl(callPath: string, params: Record<string, string>, apiBaseUrl: string = config.apiBaseUrl): string | null {
  let missing = false;
  const path = callPath.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) missing = true;
    // The address's segment is already encoded: decode first so it is encoded once, as buildPath does.
    return encodeURIComponent(safeDecode(value ?? ''));
  });
  if (missing) return null;
  const base = apiBaseUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The body as JSON, or as its text when it is not JSON (as the HTTP client reads it); null when empty. */
function parsedOrText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Starts the frame's first call for the page at `pathname` with the stored token (the API's own
 * origin only: the address is built on the API's base URL). Does nothing when the route does not
 * match or a parameter is missing. Never throws: a network failure is an answer of null.
 * Returns the answer's promise (the one already pending for that address, if any).
 */
export function startEarlyCall(route: string, callPath: string, pathname: string, token: string): Promise<EarlyAnswer | null> | undefined {
  const params = routeParams(route, pathname);
  const url = params && earlyCallUrl(callPath, params);
  if (!url || typeof fetch !== 'function') return undefined;
  if (pending.has(url)) return pending.get(url);
  const answer = fetch(new URL(url, globalThis.location?.href), { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json, text/plain, */*' } })
    .then(async (response): Promise<EarlyAnswer> => {
      const text = await response.text();
      return { status: response.status, data: parsedOrText(text) };
    })
    .catch(() => null);
  pending.set(url, answer);
  setTimeout(() => {
    if (pending.get(url) === answer) pending.delete(url);
  }, EARLY_ANSWER_TTL_MS);
  return answer;
}

/**
 * The call a frame's data-first-call names for a role: 'path' alone, or a default path then
 * 'roles=path' alternatives, separated by ';' (e.g. '/api/a/:id; 6,7=/api/b/:id': roles 6 and 7
 * read b). A role the spec does not name (or none) gets the default.
 */
export function firstCallFor(spec: string, role: number | null): string | null {
  const [fallback, ...alternatives] = spec.split(';').map((part) => part.trim());
  for (const alternative of alternatives) {
    const [roles, path] = alternative.split('=');
    if (path && role !== null && roles.split(',').map(Number).includes(role)) return path.trim();
  }
  return fallback || null;
}

/** The token's Role claim as a number, or null (a token that does not decode starts no early call of a role's own). */
export function roleClaimOf(token: string): number | null {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload.padEnd(payload.length + ((4 - (payload.length % 4)) % 4), '='))) as { Role?: unknown };
    const role = Number(claims.Role);
    return Number.isInteger(role) ? role : null;
  } catch {
    return null;
  }
}

/** The frame's elements that show a field of its first call's answer: data-early-text names the field. */
export const EARLY_TEXT_ATTRIBUTE = 'data-early-text';

/**
 * Paints, while the frame is still on screen, the fields of a successful early answer its elements
 * name (the details page's heading: the project's name), as text, never markup, in a new element of
 * the same kind and classes. The app's render then shows the same text in the same place. Nothing for a failure, a field that is not a
 * non-empty string, or a frame the app has already replaced.
 */
export function paintEarlyText(frame: ParentNode, answer: EarlyAnswer | null): void {
  if (!answer || answer.status < 200 || answer.status > 299) return;
  const { data } = answer;
  if (typeof data !== 'object' || data === null) return;
  for (const element of frame.querySelectorAll<HTMLElement>(`[${EARLY_TEXT_ATTRIBUTE}]`)) {
    const value = (data as Record<string, unknown>)[element.getAttribute(EARLY_TEXT_ATTRIBUTE) ?? ''];
    if (!element.isConnected || typeof value !== 'string' || !value.trim()) continue;
    // A new element: the browser counts an element's first paint only, so new text in the same
    // element would not be the page's largest paint, and the app's heading would be, later.
    const painted = element.cloneNode(false) as HTMLElement;
    painted.textContent = value;
    element.replaceWith(painted);
  }
}

/**
 * The entry's call for a signed-in frame: its route, its data-first-call spec, the address and the
 * stored token. Given the frame, its answer's named fields paint in it as soon as it arrives
 * (paintEarlyText), before the app's code is in. Settles once they have (or there was nothing to paint).
 */
export function startFrameCall(route: string, spec: string, pathname: string, token: string, frame?: ParentNode): Promise<void> {
  const callPath = firstCallFor(spec, roleClaimOf(token));
  if (!callPath) return Promise.resolve();
  const answer = startEarlyCall(route, callPath, pathname, token);
  if (!frame || !answer) return Promise.resolve();
  return answer.then((early) => paintEarlyText(frame, early));
}

/** The early answer for this address, once: the first caller takes it (undefined when none was started). */
export function takeEarlyAnswer(url: string): Promise<EarlyAnswer | null> | undefined {
  const answer = pending.get(url);
  if (answer) pending.delete(url);
  return answer;
}

/** Tests: forget every early call. */
export function resetEarlyAnswers(): void {
  pending.clear();
}

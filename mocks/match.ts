/**
 * Which of the mock's handlers answer a request, decided from its method and URL alone (the
 * handlers make no predicate functions). The node server (mocks/http.ts) and the service worker
 * (mocks/serviceWorker.ts) pass a request no handler matches on, as msw's
 * `onUnhandledRequest: 'bypass'` did, and give msw's getResponse only the handlers that match.
 */
import { matchRequestUrl, type HttpHandler } from 'msw';

function methodMatches(handler: HttpHandler, method: string): boolean {
  const wanted = handler.info.method;
  return wanted instanceof RegExp ? wanted.test(method) : wanted.toUpperCase() === method.toUpperCase();
}

/** The handlers that match `method` and `url`, in their order; `baseUrl` resolves their relative paths (the portal's own origin). */
export function matchingHandlers(handlers: readonly HttpHandler[], method: string, url: URL, baseUrl: string): HttpHandler[] {
  return handlers.filter((handler) => {
    const { path } = handler.info;
    return methodMatches(handler, method) && typeof path !== 'function' && matchRequestUrl(url, path, baseUrl).matches;
  });
}

/** How many method and address pairs a lookup keeps (then it starts afresh): far more than a session calls. */
export const LOOKUP_LIMIT = 2000;

/**
 * matchingHandlers for one fixed list, kept per method and address (origin and path: the query
 * plays no part in matching). msw's getResponse parses every handler it is given for every request
 * (the URL, the cookies, the path's pattern compiled again), whatever its method: at the mock's
 * few hundred handlers that was most of a call's time in the demo's worker. Given only the ones
 * that match, it parses one or two.
 */
export function handlerLookup(handlers: readonly HttpHandler[]): (method: string, url: URL, baseUrl: string) => readonly HttpHandler[] {
  const known = new Map<string, readonly HttpHandler[]>();
  return (method, url, baseUrl) => {
    const key = `${method.toUpperCase()} ${baseUrl} ${url.origin}${url.pathname}`;
    let found = known.get(key);
    if (!found) {
      if (known.size >= LOOKUP_LIMIT) known.clear();
      found = matchingHandlers(handlers, method, url, baseUrl);
      known.set(key, found);
    }
    return found;
  };
}

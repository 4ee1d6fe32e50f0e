/**
 * Whether one of the mock's handlers answers a request, decided from its method and URL alone (the
 * handlers make no predicate functions). The node server (mocks/http.ts) and the service worker
 * (mocks/serviceWorker.ts) pass everything else on, as msw's `onUnhandledRequest: 'bypass'` did.
 */
import { matchRequestUrl, type HttpHandler } from 'msw';

function methodMatches(handler: HttpHandler, method: string): boolean {
  const wanted = handler.info.method;
  return wanted instanceof RegExp ? wanted.test(method) : wanted.toUpperCase() === method.toUpperCase();
}

/** `baseUrl` resolves the handlers' relative paths (the portal's own origin). */
export function handles(handlers: readonly HttpHandler[], method: string, url: URL, baseUrl: string): boolean {
  return handlers.some((handler) => {
    const { path } = handler.info;
    return methodMatches(handler, method) && typeof path !== 'function' && matchRequestUrl(url, path, baseUrl).matches;
  });
}

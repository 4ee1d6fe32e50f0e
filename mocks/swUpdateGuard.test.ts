import { installSwUpdateGuard, isWorkerUpdateRejection } from './swUpdateGuard';

function rejection(reason: unknown) {
  const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  return event;
}

describe("the guard for msw's background worker update (mswjs/msw#2006)", () => {
  it('recognises the failed update of the mock worker only', () => {
    const chromium = new TypeError(
      "Failed to update a ServiceWorker for scope ('http://localhost:8080/') with script ('http://localhost:8080/mockServiceWorker.js'): An unknown error occurred when fetching the script.",
    );
    expect(isWorkerUpdateRejection(chromium)).toBe(true);
    expect(isWorkerUpdateRejection(new TypeError('Failed to fetch'))).toBe(false);
    expect(isWorkerUpdateRejection('Failed to update a ServiceWorker')).toBe(false);
    expect(isWorkerUpdateRejection(undefined)).toBe(false);
  });

  it('marks that rejection handled and leaves every other one alone', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const remove = installSwUpdateGuard(window);
    try {
      const update = rejection(new TypeError("Failed to update a ServiceWorker for scope ('http://localhost/') with script ('http://localhost/mockServiceWorker.js'): aborted"));
      window.dispatchEvent(update);
      expect(update.defaultPrevented).toBe(true);
      const other = rejection(new Error('Request failed with status code 500'));
      window.dispatchEvent(other);
      expect(other.defaultPrevented).toBe(false);
    } finally {
      remove();
      jest.restoreAllMocks();
    }
  });
});

/**
 * The page's side of the mock backend (mocks/browser.ts): the worker's URL, the registration, the
 * wait until the worker controls the page, and the keep-alive while the page is visible.
 */
import { mockWorkerUrl, startMockWorker } from './browser';
import { MOCK_WORKER_CLAIM, MOCK_WORKER_KEEPALIVE, MOCK_WORKER_KEEPALIVE_MS } from './workerProtocol';

/** A service worker in a given state that can move on. */
class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  constructor(
    readonly scriptURL: string,
    public state: ServiceWorkerState,
  ) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** navigator.serviceWorker, with the page's controller and one registration. */
class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration: { installing: FakeWorker | null; waiting: FakeWorker | null; active: FakeWorker | null } = { installing: null, waiting: null, active: null };
  register = jest.fn(async (_url: string, _options?: RegistrationOptions) => this.registration);
  getRegistration = jest.fn(async () => this.registration);
  control(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

let container: FakeContainer;

beforeEach(() => {
  container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const URL_OF_WORKER = `http://localhost${mockWorkerUrl({ clockSpeed: 1 })}`;

describe('mockWorkerUrl', () => {
  it('carries the options in its query; none, no query', () => {
    expect(mockWorkerUrl()).toBe('/mockServiceWorker.js');
    expect(mockWorkerUrl({ buildServerUrl: 'https://build.example', devopsServiceUrl: 'https://devops.example', clockSpeed: 40 })).toBe(
      '/mockServiceWorker.js?buildServerUrl=https%3A%2F%2Fbuild.example&devopsServiceUrl=https%3A%2F%2Fdevops.example&clockSpeed=40',
    );
    expect(mockWorkerUrl({ buildServerUrl: '', devopsServiceUrl: '' })).toBe('/mockServiceWorker.js');
  });

  it('names the large scale, and keeps the normal demo\'s URL', () => {
    expect(mockWorkerUrl({ clockSpeed: 1, scale: 'large' })).toBe('/mockServiceWorker.js?clockSpeed=1&scale=large');
    expect(mockWorkerUrl({ clockSpeed: 1, scale: 'normal' })).toBe('/mockServiceWorker.js?clockSpeed=1');
  });

  it("carries a session's maximum age", () => {
    expect(mockWorkerUrl({ clockSpeed: 1, sessionMaxAgeSeconds: 43200 })).toBe('/mockServiceWorker.js?clockSpeed=1&sessionMaxAgeSeconds=43200');
  });
});

describe('startMockWorker', () => {
  it('registers the worker for the whole site and resolves at once when it already controls the page', async () => {
    const worker = new FakeWorker(URL_OF_WORKER, 'activated');
    container.registration.active = worker;
    container.controller = worker;
    await startMockWorker({ clockSpeed: 1 });
    expect(container.register).toHaveBeenCalledWith('/mockServiceWorker.js?clockSpeed=1', { scope: '/', updateViaCache: 'none' });
    expect(worker.messages).toEqual([]);
  });

  it('waits for a new worker to install and activate, then asks it to take the page over', async () => {
    const worker = new FakeWorker(URL_OF_WORKER, 'installing');
    container.registration.installing = worker;
    const started = startMockWorker({ clockSpeed: 1 });
    let done = false;
    void started.then(() => (done = true));
    await Promise.resolve();
    worker.moveTo('installed');
    worker.moveTo('activating');
    container.registration = { installing: null, waiting: null, active: worker };
    worker.moveTo('activated');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(worker.messages).toEqual([MOCK_WORKER_CLAIM]);
    expect(done).toBe(false);
    container.control(worker);
    await started;
  });

  it('is not done while an older worker still controls the page', async () => {
    const older = new FakeWorker('http://localhost/mockServiceWorker.js?clockSpeed=2', 'activated');
    const worker = new FakeWorker(URL_OF_WORKER, 'activated');
    container.controller = older;
    container.registration.active = worker;
    let done = false;
    const started = startMockWorker({ clockSpeed: 1 }).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    container.control(older);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    container.control(worker);
    await started;
  });

  it('says so when the worker does not take the page over', async () => {
    jest.useFakeTimers();
    container.registration.active = new FakeWorker(URL_OF_WORKER, 'activated');
    const started = startMockWorker({ clockSpeed: 1 });
    const failed = expect(started).rejects.toThrow('The mock service worker did not take over this page within 15 s');
    await jest.advanceTimersByTimeAsync(15_000);
    await failed;
  });

  it('keeps the installed worker when the check for a newer one fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const worker = new FakeWorker(URL_OF_WORKER, 'activated');
    container.registration.active = worker;
    container.controller = worker;
    container.register.mockRejectedValueOnce(new TypeError('Failed to update a ServiceWorker'));
    await startMockWorker({ clockSpeed: 1 });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('fails with the reason when nothing is installed and the registration fails', async () => {
    container.registration.active = null;
    container.register.mockRejectedValueOnce(new TypeError('ServiceWorker script evaluation failed'));
    await expect(startMockWorker()).rejects.toThrow('ServiceWorker script evaluation failed');
  });

  it('fails without service workers (they need https or localhost)', async () => {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });
    await expect(startMockWorker()).rejects.toThrow('navigator.serviceWorker is not available on http://localhost');
  });

  it('tells the worker every 20 s that a visible page needs it, and stops while the page is hidden', async () => {
    jest.useFakeTimers();
    const worker = new FakeWorker(URL_OF_WORKER, 'activated');
    container.registration.active = worker;
    container.controller = worker;
    let visibility: DocumentVisibilityState = 'visible';
    const visibilitySpy = jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    await startMockWorker({ clockSpeed: 1 });
    jest.advanceTimersByTime(MOCK_WORKER_KEEPALIVE_MS * 2);
    expect(worker.messages).toEqual([MOCK_WORKER_KEEPALIVE, MOCK_WORKER_KEEPALIVE]);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(MOCK_WORKER_KEEPALIVE_MS * 3);
    expect(worker.messages).toHaveLength(2);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(MOCK_WORKER_KEEPALIVE_MS);
    expect(worker.messages).toHaveLength(3);
    visibilitySpy.mockRestore();
  });
});

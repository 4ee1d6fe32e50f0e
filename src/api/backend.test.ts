import { backendReady, registerBackendStarter, retireMockWorkers } from './backend';
import { http } from './http';

afterEach(() => registerBackendStarter(null));

describe('backendReady', () => {
  it('resolves at once when no starter is registered (a real backend)', async () => {
    await expect(backendReady()).resolves.toBeUndefined();
  });

  it('starts the backend on first use, once, and every call waits for it', async () => {
    let release!: () => void;
    const starter = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    registerBackendStarter(starter);
    let client: unknown = null;
    const pending = http().then((c) => (client = c));
    void backendReady();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(starter).toHaveBeenCalledTimes(1);
    expect(client).toBeNull();
    release();
    await pending;
    expect(client).not.toBeNull();
    await http();
    expect(starter).toHaveBeenCalledTimes(1);
  });

  it('makes calls fail with the reason when the backend cannot start', async () => {
    registerBackendStarter(() => Promise.reject(new Error('no service worker')));
    await expect(http()).rejects.toThrow('no service worker');
  });
});

describe('retireMockWorkers (a production build on an origin that once served a demo)', () => {
  const worker = (path: string) => ({ scriptURL: `http://localhost${path}` }) as ServiceWorker;
  const registration = (path: string) => ({ active: worker(path), waiting: null, installing: null, unregister: jest.fn(async () => true) });

  it('unregisters the mock backend worker and leaves any other worker alone', async () => {
    const mock = registration('/mockServiceWorker.js');
    const other = registration('/sw.js');
    const container = { controller: null, getRegistrations: async () => [mock, other] } as unknown as ServiceWorkerContainer;
    await retireMockWorkers(container);
    expect(mock.unregister).toHaveBeenCalledTimes(1);
    expect(other.unregister).not.toHaveBeenCalled();
  });

  it('runs before the first call of a build with a real backend', async () => {
    const mock = registration('/mockServiceWorker.js');
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null, getRegistrations: async () => [mock] }, configurable: true });
    try {
      registerBackendStarter(null);
      await http();
      expect(mock.unregister).toHaveBeenCalledTimes(1);
    } finally {
      delete (navigator as unknown as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});

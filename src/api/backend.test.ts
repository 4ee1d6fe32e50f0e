import { backendReady, registerBackendStarter } from './backend';
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

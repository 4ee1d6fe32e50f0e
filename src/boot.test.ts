import { LEAVE_GRACE_MS } from './components/BootFailureLeaving';

/** What the app's chunk does when the entry imports it: here, fail as a browser would. */
const mockAppChunk = jest.fn();
jest.mock('./main', () => mockAppChunk());
/** The pre-rendered page's script: the real one, loaded after what the user did meanwhile. */
const mockWhileScriptLoads = jest.fn();
jest.mock('./public/enhance', () => {
  mockWhileScriptLoads();
  return jest.requireActual('./public/enhance');
});

function chunkLoadError() {
  const error = new Error('Loading chunk 412 failed.\n(error: https://portal.example.com/app.3f2a.js)');
  error.name = 'ChunkLoadError';
  return error;
}

/** Runs the entry on a page whose #root is not pre-rendered (it loads the app at once). */
async function boot() {
  const root = document.createElement('div');
  root.id = 'root';
  root.textContent = 'the page';
  document.body.append(root);
  await jest.isolateModulesAsync(async () => {
    await import('./boot');
  });
  return root;
}

const failureShown = () => document.querySelector('[data-boot-failure]') !== null;

let consoleError: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  mockAppChunk.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
  consoleError.mockRestore();
  document.body.replaceChildren();
  // Back to a page being shown, for the next test's entry.
  window.dispatchEvent(new Event('pageshow'));
});

/** Lets the import's rejection reach the entry's handler. */
const settle = () => jest.advanceTimersByTimeAsync(0);

describe('the entry when the app cannot load', () => {
  it('shows the boot failure and logs it when the chunk fails on a page being used', async () => {
    mockAppChunk.mockImplementation(() => {
      throw chunkLoadError();
    });
    await boot();
    await settle();
    expect(consoleError).toHaveBeenCalledWith('The portal could not start', expect.objectContaining({ name: 'ChunkLoadError' }));
    expect(failureShown()).toBe(true);
  });

  it('shows the failure for a rejection without an error when the page is not being left', async () => {
    mockAppChunk.mockImplementation(() => {
      throw undefined;
    });
    await boot();
    await settle();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(failureShown()).toBe(true);
  });

  // Firefox: leaving the page (beforeunload, then pagehide) stops the scripts still loading.
  it.each([
    ['beforeunload', 'undefined', undefined],
    ['beforeunload', 'a ChunkLoadError', chunkLoadError()],
    ['pagehide', 'undefined', undefined],
    ['pagehide', 'a ChunkLoadError', chunkLoadError()],
  ])('after %s, an import that rejects with %s is no failure: nothing logged, the page left as it was', async (leaveEvent, _what, reason) => {
    mockAppChunk.mockImplementation(() => {
      // The user leaves while the chunk loads.
      window.dispatchEvent(new Event(leaveEvent));
      throw reason;
    });
    const root = await boot();
    await settle();
    expect(consoleError).not.toHaveBeenCalled();
    expect(failureShown()).toBe(false);
    expect(root).toHaveTextContent('the page');
  });

  it('a page still there a while after a leave that did not happen shows the failure after all', async () => {
    mockAppChunk.mockImplementation(() => {
      window.dispatchEvent(new Event('beforeunload'));
      throw chunkLoadError();
    });
    await boot();
    await settle();
    await jest.advanceTimersByTimeAsync(LEAVE_GRACE_MS - 1);
    expect(failureShown()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(failureShown()).toBe(true);
  });

  it('a page back from the back-forward cache counts failures again', async () => {
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    mockAppChunk.mockImplementation(() => {
      throw chunkLoadError();
    });
    await boot();
    await settle();
    expect(failureShown()).toBe(true);
  });
});

describe('the entry on a pre-rendered sign-in page', () => {
  beforeEach(() => {
    (globalThis as { __MOCK__?: boolean }).__MOCK__ = false;
  });
  afterEach(() => {
    delete (globalThis as { __MOCK__?: boolean }).__MOCK__;
  });

  // Safari does not focus a clicked button: the entry notes the click itself.
  it('keeps a LOGIN click made while the page script loads on a button that takes no focus, and the script replays it', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.dataset.prerendered = '/login';
    root.innerHTML =
      '<form method="post"><div><input id="username" name="username"><input id="password" name="password" type="password">' +
      '<button type="button" data-early-submit="">LOGIN</button></div></form>';
    document.body.append(root);
    const form = root.querySelector('form')!;
    const button = root.querySelector('button')!;
    const submits = jest.fn();
    form.addEventListener('submit', submits);
    mockWhileScriptLoads.mockImplementation(() => button.click());
    await jest.isolateModulesAsync(async () => {
      await import('./boot');
    });
    await settle();
    expect(mockWhileScriptLoads).toHaveBeenCalled();
    expect(button).not.toHaveFocus();
    expect(submits).toHaveBeenCalledTimes(1);
    expect(submits.mock.calls[0][0].defaultPrevented).toBe(true);
    // Replayed through the page's rules: the fields are empty.
    expect(root.querySelector('[role="alert"]')).not.toBeNull();
  });
});

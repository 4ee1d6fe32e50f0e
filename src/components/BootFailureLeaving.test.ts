import { loadWatched } from './BootFailureLeaving';

describe('watching for a page being left while the entry loads', () => {
  // Firefox keeps no page with a beforeunload listener in its back-forward cache.
  it('listens to beforeunload only while an import is pending', async () => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    let finish!: () => void;
    const first = loadWatched(new Promise<void>((resolve) => (finish = resolve)));
    const second = loadWatched(Promise.reject(new Error('aborted')));
    await second.catch(() => undefined);
    expect(add.mock.calls.filter(([type]) => type === 'beforeunload')).toHaveLength(1);
    expect(remove.mock.calls.filter(([type]) => type === 'beforeunload')).toHaveLength(0);
    finish();
    await first;
    expect(remove.mock.calls.filter(([type]) => type === 'beforeunload')).toHaveLength(1);
    add.mockRestore();
    remove.mockRestore();
  });
});

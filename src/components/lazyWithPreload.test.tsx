import { Suspense, useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyWithPreload } from './lazyWithPreload';

/** A module load that the test resolves or rejects when it chooses. */
function controlledLoad() {
  const mounts: string[] = [];
  function Page({ label }: { label: string }) {
    const [clicks, setClicks] = useState(0);
    useEffect(() => {
      mounts.push(label);
    }, [label]);
    return (
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        {label} {clicks}
      </button>
    );
  }
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const load = jest.fn(
    () =>
      new Promise<{ default: typeof Page }>((resolve, reject) => {
        settle = { resolve: () => resolve({ default: Page }), reject };
      }),
  );
  return { load, mounts, settle: () => settle! };
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Loading the page</p>}>{node}</Suspense>;

describe('lazyWithPreload', () => {
  it('without a preload, shows the fallback until the code is in, like React.lazy', async () => {
    const { load, settle } = controlledLoad();
    const Page = lazyWithPreload(load);
    render(inSuspense(<Page label="Projects" />));
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    await act(async () => settle().resolve());
    expect(await screen.findByRole('button', { name: 'Projects 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after preload() has resolved, the first render shows the component at once, with no fallback', async () => {
    const { load, settle } = controlledLoad();
    const Page = lazyWithPreload(load);
    const preloaded = Page.preload();
    settle().resolve();
    await preloaded;
    render(inSuspense(<Page label="Projects" />));
    // Synchronously after render: no fallback was ever committed.
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Projects 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a mounted lazy component is not remounted when its code arrives or the parent renders again', async () => {
    const { load, mounts, settle } = controlledLoad();
    const Page = lazyWithPreload(load);
    const { rerender } = render(inSuspense(<Page label="Projects" />));
    await act(async () => settle().resolve());
    await userEvent.click(await screen.findByRole('button', { name: 'Projects 0' }));
    rerender(inSuspense(<Page label="Projects" />));
    expect(screen.getByRole('button', { name: 'Projects 1' })).toBeInTheDocument();
    expect(mounts).toEqual(['Projects']);
  });

  it('a failed load is tried again by the next preload', async () => {
    const { load, settle } = controlledLoad();
    const Page = lazyWithPreload(load);
    const first = Page.preload();
    settle().reject(new Error('chunk failed'));
    await expect(first).rejects.toThrow('chunk failed');
    const second = Page.preload();
    settle().resolve();
    await second;
    expect(load).toHaveBeenCalledTimes(2);
    render(inSuspense(<Page label="Projects" />));
    expect(screen.getByRole('button', { name: 'Projects 0' })).toBeInTheDocument();
  });
});

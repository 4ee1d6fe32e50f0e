import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isChunkLoadError, RouteErrorBoundary } from './RouteErrorBoundary';
import { ShellErrorBoundary } from './ShellErrorBoundary';
import { failureTexts } from '../texts';
import { texts } from '../texts';

function chunkError() {
  const error = new Error('Loading chunk 412 failed.\n(error: https://portal.example.com/route-home.3f2a.js)');
  error.name = 'ChunkLoadError';
  return error;
}

const MissingPage = lazy(() => Promise.reject(chunkError()));

describe('failed lazy chunks', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('recognises webpack and native dynamic import failures, nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/route.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it("a page whose chunk is gone says a new version is available, with Reload, in the route's boundary", async () => {
    render(
      <RouteErrorBoundary resetKey="/">
        <Suspense fallback={null}>
          <MissingPage />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText(failureTexts.newVersion)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.common.retry })).not.toBeInTheDocument();
  });

  it("the shell's boundary says the same for a chunk of the frame", async () => {
    render(
      <ShellErrorBoundary>
        <Suspense fallback={null}>
          <MissingPage />
        </Suspense>
      </ShellErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: failureTexts.newVersion })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('any other page crash keeps the Retry that renders the page again', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <p>Page content</p>;
    }
    render(
      <RouteErrorBoundary resetKey="/">
        <Flaky />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(texts.common.loadFailed);
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: texts.common.retry }));
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});

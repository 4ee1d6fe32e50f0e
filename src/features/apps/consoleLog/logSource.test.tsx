import { Profiler, useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../../mocks/node';
import '../../../store/apiRuntime';
import { makeStore } from '../../../app/store';
import { ConsoleLog } from '../../../components/ConsoleLog';
import { initialAuthState } from '../../../session/slice';
import { renderView } from '../../../testing/renderView';
import { tokenFor } from '../../../testing/tokens';
import { readConsoleLog, useConsoleLog } from './logSource';
import { logPort } from './logPort';
import type { ToLogWorker } from './logProtocol';
import type { LogView } from '../../../components/consoleLog/logView';
import { authContract } from '../../../domain/contract/auth';
import { routePath } from '../../../domain/contract/define';

// Build numbers no other test uses: each test reads its own log.
const RANGE = '*/api/v2/cicdconsolelog/:buildNo/progressiveText';

async function signedIn() {
  const token = await tokenFor('tech');
  window.localStorage.setItem('token', token);
  makeStore({ auth: { ...initialAuthState, token } });
  return token;
}

function Log({ buildNo }: { buildNo: number }) {
  const log = useConsoleLog(buildNo);
  return log.view ? <ConsoleLog view={log.view} title="Console Output" /> : <p>{log.error ? `failed: ${log.error.message}` : 'loading'}</p>;
}

/** Records what the page posts to the log's port (in jest, the same core in this thread) until restore(). */
async function recordAsked() {
  const port = await logPort();
  const asked: ToLogWorker[] = [];
  const original = port.post;
  port.post = (message) => {
    asked.push(message);
    original(message);
  };
  return { asked, restore: () => void (port.post = original) };
}

describe('a build log read by the log worker (in jest, the same core in this thread)', () => {
  it("sends the session's token to the API's address, and on a 401 renews it once and reads again", async () => {
    const token = await signedIn();
    const sent: string[] = [];
    server.use(
      http.get(RANGE, ({ request }) => {
        sent.push(`${new URL(request.url).pathname} ${request.headers.get('Authorization')}`);
        if (sent.length === 1) return HttpResponse.json({ message: 'expired' }, { status: 401 });
        return new HttpResponse('line 1\n', { headers: { 'X-Text-Size': '7' } });
      }),
    );
    // The renewal itself (a token renewed within the same second may read the same as the old one).
    const refreshes: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === routePath(authContract.refresh)) refreshes.push(request.headers.get('Authorization') ?? '');
    };
    server.events.on('request:start', onRequest);
    try {
      await readConsoleLog(90_001);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe(`/api/v2/cicdconsolelog/90001/progressiveText Bearer ${token}`);
    expect(refreshes).toEqual([`Bearer ${token}`]);
    expect(sent[1]).toMatch(/^\/api\/v2\/cicdconsolelog\/90001\/progressiveText Bearer \S+$/);
  });

  it('shows the lines in view as the worker sends them, and search goes from hit to hit', async () => {
    await signedIn();
    const text = Array.from({ length: 300 }, (_, i) => `2024-05-01T10:00:00.0000000Z line ${i + 1}${i % 100 === 49 ? ' needle' : ''}`).join('\n');
    server.use(http.get(RANGE, () => new HttpResponse(text, { headers: { 'X-Text-Size': String(text.length) } })));
    renderView(<Log buildNo={90_002} />);
    expect(await screen.findByText(/Z line 1$/)).toBeInTheDocument();
    expect(screen.getByText('300 lines')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search the log'), 'needle');
    expect(await screen.findByText('1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    // Every row of the window (jsdom lays nothing out: the first ones) got its line from the worker.
    await waitFor(() => expect(document.querySelector('[data-line="40"]')?.textContent).toMatch(/^40.*Z line 40$/));
  });

  it('shows the first screen from the lines the worker sent with its news, asking it for none', async () => {
    await signedIn();
    const text = Array.from({ length: 500 }, (_, i) => `2024-05-01T10:00:00.0000000Z line ${i + 1}`).join('\n');
    server.use(http.get(RANGE, () => new HttpResponse(text, { headers: { 'X-Text-Size': String(text.length) } })));
    // What the page asks the worker (in jest, the same core in this thread).
    const { asked, restore } = await recordAsked();
    try {
      renderView(<Log buildNo={90_004} />);
      await waitFor(() => expect(document.querySelector('[data-line="40"]')?.textContent).toMatch(/Z line 40$/));
      expect(asked.filter((m) => m.type === 'lines')).toEqual([]);
    } finally {
      restore();
    }
  });

  it('asks for the lines of where the view settles within a frame, not of each place it passed (a followed log renders once where it was)', async () => {
    await signedIn();
    const text = Array.from({ length: 5_000 }, (_, i) => `2024-05-01T10:00:00.0000000Z line ${i + 1}`).join('\n');
    server.use(http.get(RANGE, () => new HttpResponse(text, { headers: { 'X-Text-Size': String(text.length) } })));
    const views: LogView[] = [];
    function Capture() {
      const log = useConsoleLog(90_006);
      useEffect(() => {
        if (log.view) views.push(log.view);
      });
      return null;
    }
    renderView(<Capture />);
    await waitFor(() => expect(views.at(-1)?.count).toBe(5_000));
    const { asked, restore } = await recordAsked();
    try {
      const view = views.at(-1) as LogView;
      view.want?.(2_000, 2_040);
      view.want?.(3_000, 3_040);
      await waitFor(() => expect(asked.filter((m) => m.type === 'lines')).toHaveLength(1));
      expect(asked.find((m) => m.type === 'lines')).toMatchObject({ from: 2_900, to: 3_140 });
      await waitFor(() => expect(views.at(-1)?.line(3_000)).toBeDefined());
    } finally {
      restore();
    }
  });

  it('a poll that brings nothing new renders nothing', async () => {
    await signedIn();
    const text = '2024-05-01T10:00:00.0000000Z only line\n';
    server.use(http.get(RANGE, ({ request }) => new HttpResponse(new URL(request.url).searchParams.get('start') === '0' ? text : '', { headers: { 'X-Text-Size': String(text.length) } })));
    let renders = 0;
    renderView(
      <Profiler id="log" onRender={() => (renders += 1)}>
        <Log buildNo={90_005} />
      </Profiler>,
    );
    expect(await screen.findByText(/Z only line$/)).toBeInTheDocument();
    const before = renders;
    await act(() => readConsoleLog(90_005));
    await act(() => readConsoleLog(90_005));
    expect(renders).toBe(before);
  });

  it("a first read that fails says so (the client's error), and Retry reads again", async () => {
    await signedIn();
    let fail = true;
    server.use(
      http.get(RANGE, () => (fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : new HttpResponse('back\n', { headers: { 'X-Text-Size': '5' } }))),
    );
    renderView(<Log buildNo={90_003} />);
    expect(await screen.findByText('failed: down')).toBeInTheDocument();
    fail = false;
    await act(() => readConsoleLog(90_003));
    expect(await screen.findByText('back')).toBeInTheDocument();
  });
});

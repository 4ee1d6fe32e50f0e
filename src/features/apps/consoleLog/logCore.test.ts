import { http, HttpResponse, server } from '../../../../mocks/node';
import { createLogCore, PUSH_LINES } from './logCore';
import type { FromLogWorker, LogReadRequest } from './logProtocol';

const BASE = 'http://log.test';
const request = (overrides: Partial<LogReadRequest> = {}): LogReadRequest => ({
  rangeUrl: `${BASE}/log/1/progressiveText`,
  wholeUrl: `${BASE}/log/1`,
  wholeName: 'apps.consoleLog (GET api/v2/cicdconsolelog/:buildNo)',
  headers: { Authorization: 'Bearer t0k' },
  timeoutMs: 30_000,
  ...overrides,
});

/** A body sent in these byte pieces; `hold` (when given) keeps the pieces after the first until it resolves. */
function streamed(pieces: Uint8Array[], hold?: Promise<void>) {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(pieces[0]);
      await hold;
      for (const piece of pieces.slice(1)) controller.enqueue(piece);
      controller.close();
    },
  });
}

/** Cuts `bytes` every `size` bytes. */
const cut = (bytes: Uint8Array, size: number) => Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

function core() {
  const messages: FromLogWorker[] = [];
  const waiters: Array<() => void> = [];
  const handle = createLogCore((message) => {
    messages.push(message);
    waiters.splice(0).forEach((wake) => wake());
  });
  let nextId = 1;
  /** The next message of this type (and id) from now on. */
  const next = async <T extends FromLogWorker['type']>(type: T, id?: number): Promise<Extract<FromLogWorker, { type: T }>> => {
    const from = messages.length;
    const found = () => messages.slice(from).find((m) => m.type === type && (id === undefined || ('id' in m && m.id === id)));
    while (!found()) await new Promise<void>((wake) => waiters.push(wake));
    return found() as Extract<FromLogWorker, { type: T }>;
  };
  return {
    messages,
    next,
    read: async (req = request()) => {
      const id = nextId++;
      const answer = next('read', id);
      handle({ type: 'read', log: 1, id, request: req });
      return answer;
    },
    lines: async (from: number, to: number) => {
      const id = nextId++;
      const answer = next('lines', id);
      handle({ type: 'lines', log: 1, id, from, to });
      return answer;
    },
    search: async (query: string) => {
      const id = nextId++;
      const answer = next('search', id);
      handle({ type: 'search', log: 1, id, query });
      return answer;
    },
  };
}

/** Resolves once `done()` holds (checked every few ms). */
async function waitUntil(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const plainText = (lines: Array<{ text: string }[]>) => lines.map((segments) => segments.map((s) => s.text).join(''));

describe('the console log worker core: the range call (progressive text)', () => {
  it('shows the first lines before the last byte, with lines and UTF-8 characters split between pieces', async () => {
    const text = 'Started by user tech\n\u001b[32mgrün ✓ done\u001b[m\nline 3 😀\nline 4';
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/log/1/progressiveText`, ({ request: r }) => {
        seen.push(`${new URL(r.url).search} ${r.headers.get('Authorization')}`);
        const bytes = new TextEncoder().encode(text);
        return new HttpResponse(streamed(cut(bytes, 5), hold), { headers: { 'X-Text-Size': String(bytes.length), 'X-More-Data': 'true' } });
      }),
    );
    const log = core();
    const first = log.next('grew');
    const read = log.read();
    // The first piece (5 bytes) is shown while the rest is held back.
    expect(await first).toMatchObject({ count: 1, empty: false, reset: false });
    expect(plainText((await log.lines(0, 1)).lines)).toEqual(['Start']);
    release();
    expect(await read).toEqual({ type: 'read', log: 1, id: 1, error: null, more: true });
    expect(seen).toEqual(['?start=0 Bearer t0k']);
    const all = await log.lines(0, 10);
    expect(plainText(all.lines)).toEqual(['Started by user tech', 'grün ✓ done', 'line 3 😀', 'line 4']);
    expect(all.lines[1]).toEqual([{ text: 'grün ✓ done', fg: 'green' }]);
  });

  it('follows the tail by its new bytes only (from the size it answered), and finds a query in old and new lines', async () => {
    let log = 'step 1 section A\nstep 2\nstep 3 sect';
    const starts: number[] = [];
    server.use(
      http.get(`${BASE}/log/1/progressiveText`, ({ request: r }) => {
        const start = Number(new URL(r.url).searchParams.get('start'));
        starts.push(start);
        const bytes = new TextEncoder().encode(log);
        return new HttpResponse(bytes.subarray(start), { headers: { 'X-Text-Size': String(bytes.length), ...(log.endsWith('done') ? {} : { 'X-More-Data': 'true' }) } });
      }),
    );
    const reader = core();
    await reader.read();
    expect((await reader.search('section')).lines).toEqual([0]);
    const firstSize = log.length;
    log += 'ion B\nstep 4 SECTION C\ndone';
    const grew = reader.next('grew');
    expect((await reader.read()).more).toBe(false);
    expect(await grew).toMatchObject({ count: 5 });
    expect(starts).toEqual([0, firstSize]);
    expect(await reader.search('section')).toMatchObject({ lines: [0, 2, 3], starts: [7, 7, 7] });
    expect(plainText((await reader.lines(2, 5)).lines)).toEqual(['step 3 section B', 'step 4 SECTION C', 'done']);
    // Nothing new: nothing read but the empty answer, nothing said.
    await reader.read();
    expect(starts).toEqual([0, firstSize, log.length]);
    expect(reader.messages.filter((m) => m.type === 'grew')).toHaveLength(2);
  });
});

describe('the console log worker core: what a grew carries, and how often', () => {
  const numbered = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `line ${from + i + 1}\n`).join('');

  it('sends the first screen with the first grew, and the line that may have changed with a later one, so the page asks for none of them', async () => {
    let log = numbered(0, 1_000);
    server.use(
      http.get(`${BASE}/log/1/progressiveText`, ({ request: r }) => {
        const bytes = new TextEncoder().encode(log);
        const start = Number(new URL(r.url).searchParams.get('start'));
        return new HttpResponse(bytes.subarray(start), { headers: { 'X-Text-Size': String(bytes.length), 'X-More-Data': 'true' } });
      }),
    );
    const reader = core();
    const first = reader.next('grew');
    await reader.read();
    const opened = await first;
    expect(opened.count).toBe(1_000);
    // The first screen (a log is opened at its top), with the lengths of its lines.
    expect(opened.lines.map((push) => [push.from, push.lines.length])).toEqual([[0, PUSH_LINES]]);
    expect(plainText(opened.lines[0].lines).slice(0, 2)).toEqual(['line 1', 'line 2']);
    expect(opened.lines[0].lengths[PUSH_LINES - 1]).toBe(`line ${PUSH_LINES}`.length);
    // A log that grows: the last line told (it may have grown; the page let go of it), not the new end.
    log += numbered(1_000, 2_010);
    const later = reader.next('grew');
    await reader.read();
    const grew = await later;
    expect(grew.count).toBe(2_010);
    expect(grew.lines.map((push) => [push.from, push.lines.length])).toEqual([[999, 1]]);
    expect(plainText(grew.lines[0].lines)).toEqual(['line 1000']);
  });

  it("a poll whose new bytes arrive in pieces says 'grew' once, at its end (one render of the page per poll)", async () => {
    let log = numbered(0, 10);
    server.use(
      http.get(`${BASE}/log/1/progressiveText`, ({ request: r }) => {
        const bytes = new TextEncoder().encode(log);
        const start = Number(new URL(r.url).searchParams.get('start'));
        return new HttpResponse(streamed(cut(bytes.subarray(start), 7)), { headers: { 'X-Text-Size': String(bytes.length), 'X-More-Data': 'true' } });
      }),
    );
    const reader = core();
    await reader.read();
    const before = reader.messages.filter((m) => m.type === 'grew').length;
    log += numbered(10, 20);
    await reader.read();
    const grews = reader.messages.filter((m) => m.type === 'grew').slice(before);
    expect(grews).toHaveLength(1);
    expect(grews[0]).toMatchObject({ count: 20, reset: false });
  });

  it("answers the page's questions while a long answer streams in, not after its last byte", async () => {
    // Each piece of work takes 10 ms by the worker's clock: the read lets waiting questions in between pieces.
    let clock = 0;
    const now = jest.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
    try {
      const bytes = new TextEncoder().encode(numbered(0, 2_000));
      server.use(http.get(`${BASE}/log/1/progressiveText`, () => new HttpResponse(streamed(cut(bytes, 512)), { headers: { 'X-Text-Size': String(bytes.length) } })));
      const order: string[] = [];
      const messages: FromLogWorker[] = [];
      const handle = createLogCore((message) => {
        messages.push(message);
        order.push(message.type);
        // The page asks for lines when it is told of the first ones: its question arrives as a task.
        if (message.type === 'grew' && order.filter((type) => type === 'grew').length === 1) setTimeout(() => handle({ type: 'lines', log: 1, id: 2, from: 0, to: 3 }), 0);
      });
      handle({ type: 'read', log: 1, id: 1, request: request() });
      await waitUntil(() => order.includes('read'));
      expect(order.indexOf('lines')).toBeGreaterThan(-1);
      expect(order.indexOf('lines')).toBeLessThan(order.indexOf('read'));
      const lines = messages.find((m) => m.type === 'lines');
      expect(lines && plainText(lines.type === 'lines' ? lines.lines : [])).toEqual(['line 1', 'line 2', 'line 3']);
    } finally {
      now.mockRestore();
    }
  });
});

describe('the console log worker core: a backend without the range call', () => {
  it("falls back to the seeds' whole-log call on 404, streams it, and reads it whole from then on", async () => {
    const calls: string[] = [];
    let log = 'line 1\nline 2\n';
    server.use(
      http.get(`${BASE}/log/1/progressiveText`, () => {
        calls.push('range');
        return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      }),
      http.get(`${BASE}/log/1`, () => {
        calls.push('whole');
        return new HttpResponse(streamed(cut(new TextEncoder().encode(JSON.stringify({ result: log })), 4)), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const reader = core();
    expect((await reader.read()).error).toBeNull();
    expect(plainText((await reader.lines(0, 9)).lines)).toEqual(['line 1', 'line 2']);
    log += 'line 3\n';
    const grew = reader.next('grew');
    await reader.read();
    expect(await grew).toMatchObject({ count: 3, reset: false });
    expect(calls).toEqual(['range', 'whole', 'whole']);
    expect(plainText((await reader.lines(0, 9)).lines)).toEqual(['line 1', 'line 2', 'line 3']);
  });
});

describe('the console log worker core: failures as the HTTP client reports them', () => {
  it('an HTTP error carries the status and the body text, or axios words without one', async () => {
    server.use(http.get(`${BASE}/log/1/progressiveText`, () => HttpResponse.json({ message: 'Build server down' }, { status: 502 })));
    expect((await core().read()).error).toEqual({ status: 502, code: 'http', message: 'Build server down', data: { message: 'Build server down' } });
    server.use(http.get(`${BASE}/log/1/progressiveText`, () => new HttpResponse(null, { status: 500 })));
    expect((await core().read()).error).toMatchObject({ status: 500, code: 'http', message: 'Request failed with status code 500' });
  });

  it("a lost connection is the client's 'Network Error', a slow one its timeout", async () => {
    server.use(http.get(`${BASE}/log/1/progressiveText`, () => HttpResponse.error()));
    expect((await core().read()).error).toEqual({ status: 0, code: 'network', message: 'Network Error' });
    server.use(http.get(`${BASE}/log/1/progressiveText`, () => new Promise<Response>(() => undefined)));
    expect((await core().read(request({ timeoutMs: 20 }))).error).toEqual({ status: 0, code: 'timeout', message: 'timeout' });
  });

  it('a whole-log answer that is not the log is malformed, naming the entry', async () => {
    server.use(
      http.get(`${BASE}/log/1/progressiveText`, () => new HttpResponse(null, { status: 404 })),
      http.get(`${BASE}/log/1`, () => HttpResponse.json({ result: 42 })),
    );
    const { error } = await core().read();
    expect(error).toMatchObject({ code: 'malformed', status: 200 });
    expect(error?.message).toMatch(/^Unexpected answer from apps\.consoleLog \(GET api\/v2\/cicdconsolelog\/:buildNo\): /);
  });
});

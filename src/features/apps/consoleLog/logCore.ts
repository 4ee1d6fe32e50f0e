/**
 * The console log's worker, its core (consoleLog.worker.ts runs it in a Web Worker; logPort.ts runs
 * the same in the page's thread where there is no Worker, as in jest): it fetches a build's log,
 * keeps it (its line index, search text and parsed lines: consoleLog/logText.ts) and answers the
 * page's questions (the lines in view, the hits of a query), so the page never holds or parses the
 * log's megabytes.
 *
 * A log is read by the range call (contract.apps.consoleLogText, Jenkins' progressive text): from
 * byte 0 first, then from the size it answered, so following a running build reads only its new
 * bytes. A backend without it (404) is read with the seeds' whole-log call, from then on for that
 * log. Either answer is streamed: the lines show as they arrive, not after the last byte.
 */
import { bodyText, malformed, toApiError, type ApiError } from '../../../api/errors';
import { LOG_MORE_DATA_HEADER, LOG_TEXT_SIZE_HEADER } from '../../../domain/apps';
import { checkAnswer } from '../../../domain/contract/check';
import { appsContract } from '../../../domain/contract/apps';
import { continues, LogTextHolder, type LogText } from '../../../components/consoleLog/logText';
import { JsonLogText, MalformedLogAnswer } from './jsonLogText';
import type { FromLogWorker, LinesPush, LogReadRequest, ToLogWorker } from './logProtocol';

/** At most one 'grew' message per this many ms while an answer streams (and one at its end). */
export const GROW_MS = 100;
/**
 * Text taken into the index at once while streaming: at least this many characters, or a quarter
 * of what is there (each take copies the text once: growing it by a share keeps the copying linear).
 */
const TAKE_MIN = 64 * 1024;
/** The longest slice (ms) of search text built between two of the page's questions. */
const PREPARE_SLICE_MS = 20;
/**
 * The first screen's lines, sent with a 'grew' so the page shows them without asking: more than a
 * screen of rows with the page's margins (logSource.ts asks for 100 either side).
 */
export const PUSH_LINES = 256;
/** The longest run (ms) of reading a streamed answer before the worker answers the page's questions waiting meanwhile. */
const READ_SLICE_MS = 8;

/** Lines [from, to) of the text, parsed, with their lengths in the text. */
function linesOf(text: LogText | null, from: number, to: number): LinesPush {
  const push: LinesPush = { from, lines: [], lengths: [] };
  for (let index = from; text && index < to; index += 1) {
    push.lines.push(text.line(index));
    push.lengths.push(text.rawLength(index));
  }
  return push;
}

/** Lets the tasks waiting (the page's questions) run. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface LogState {
  holder: LogTextHolder;
  text: LogText | null;
  /** 'range' once the range call answered; 'whole' once it answered 404 (the seeds' call from then on). */
  mode: 'unknown' | 'range' | 'whole';
  /** The bytes read so far by the range call (its next start). */
  size: number;
  /** The range call's text decoder, kept across reads: a character may be cut between two of them. */
  decoder: TextDecoder;
  more: boolean;
  /** The read under way: reads of one log run one after the other. */
  reading: Promise<void>;
  closed: boolean;
}

const network = (): ApiError => ({ status: 0, code: 'network', message: 'Network Error' });

/** An HTTP error as the client reports it (src/api/errors.ts toApiError): the body's text, else axios' words. */
async function httpError(response: Response): Promise<ApiError> {
  const raw = await response.text().catch(() => '');
  let data: unknown = raw;
  try {
    data = JSON.parse(raw);
  } catch {
    // a text body
  }
  return { status: response.status, code: 'http', message: bodyText(data) || `Request failed with status code ${response.status}`, data };
}

export function createLogCore(post: (message: FromLogWorker) => void) {
  const logs = new Map<number, LogState>();

  const stateOf = (log: number): LogState => {
    let state = logs.get(log);
    if (!state) {
      state = { holder: new LogTextHolder(), text: null, mode: 'unknown', size: 0, decoder: new TextDecoder(), more: false, reading: Promise.resolve(), closed: false };
      logs.set(log, state);
    }
    return state;
  };

  const countOf = (text: LogText | null) => (text === null || text.raw.length === 0 ? 0 : text.count);

  /**
   * The lines a 'grew' carries: the first one that changed (the last one told may have grown), with
   * the rest of the first screen while that is not complete. Not the new end: a reader following it
   * asks for it once the view settles there, and its text is then drawn in a task of its own.
   */
  function pushOf(text: LogText | null, toldCount: number): LinesPush[] {
    const count = countOf(text);
    const from = Math.max(0, toldCount - 1);
    return from < count ? [linesOf(text, from, Math.min(count, Math.max(from + 1, PUSH_LINES)))] : [];
  }

  /**
   * Takes in streamed text in growing takes, and says how far the log has come (when it changed) at
   * most every GROW_MS; `reset`: the text read replaces the log's (a read from its start). A read
   * from the start says so at its first text; a read of new bytes (a poll) once it has read for
   * GROW_MS, else at its end: one 'grew', one render of the page, per poll.
   */
  function grower(log: number, state: LogState, reset: boolean) {
    let pending: string[] = [];
    let pendingLength = 0;
    let told = reset || countOf(state.text) === 0 ? -Infinity : performance.now();
    let toldLength = state.text ? state.text.raw.length : 0;
    let toldCount = reset ? 0 : countOf(state.text);
    let first = reset;
    const take = () => {
      if (first) {
        state.holder = new LogTextHolder();
        state.text = null;
      }
      state.text = state.holder.append(pending.join(''));
      pending = [];
      pendingLength = 0;
    };
    const tell = (force: boolean) => {
      const now = performance.now();
      if (!force && now - told < GROW_MS) return;
      if (pendingLength > 0 || first) take();
      const length = state.text ? state.text.raw.length : 0;
      if (!first && length === toldLength) return;
      told = now;
      toldLength = length;
      const count = countOf(state.text);
      post({ type: 'grew', log, count, empty: length === 0, reset: first, lines: pushOf(state.text, toldCount) });
      toldCount = count;
      first = false;
    };
    return {
      add(text: string) {
        if (text === '') return;
        pending.push(text);
        pendingLength += text.length;
        const size = state.text && !first ? state.text.raw.length : 0;
        // The first text shows at once; then in takes, told at most every GROW_MS.
        if (size === 0) tell(true);
        else if (pendingLength >= Math.max(TAKE_MIN, size / 4)) {
          take();
          tell(false);
        } else tell(false);
      },
      done: () => tell(true),
    };
  }

  /** Builds the search text and saved styles of a log in slices between the page's questions. */
  function prepareSoon(state: LogState) {
    const step = () => {
      const text = state.text;
      if (state.closed || !text || text !== state.text) return;
      const until = performance.now() + PREPARE_SLICE_MS;
      if (!text.prepare(() => until - performance.now())) setTimeout(step, 0);
    };
    setTimeout(step, 0);
  }

  /** fetch with the client's time-out, its errors as the client's ApiError; the body is streamed to `onBytes`. */
  async function fetchLog(url: string, request: LogReadRequest, onResponse: (response: Response) => Promise<void>): Promise<void> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs);
    try {
      const response = await fetch(url, { headers: request.headers, signal: controller.signal });
      await onResponse(response);
    } catch (error) {
      if (timedOut) throw { status: 0, code: 'timeout', message: 'timeout' } satisfies ApiError;
      if (error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError')) throw network();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Hands the body's bytes to `onChunk` as they arrive. Every READ_SLICE_MS it lets the page's
   * questions waiting meanwhile be answered: a body already received is otherwise read to its end
   * in one go (each read resolves at once), and the first screen's lines would wait for it.
   */
  async function eachChunk(response: Response, onChunk: (bytes: Uint8Array) => void): Promise<void> {
    if (!response.body) {
      onChunk(new Uint8Array(await response.arrayBuffer()));
      return;
    }
    const reader = response.body.getReader();
    let since = performance.now();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      onChunk(next.value);
      if (performance.now() - since >= READ_SLICE_MS) {
        await nextTask();
        since = performance.now();
      }
    }
  }

  /** The range call from the size read so far: only the new bytes. False when the backend has no such call (404). */
  async function readRange(log: number, state: LogState, request: LogReadRequest): Promise<boolean> {
    let found = true;
    await fetchLog(`${request.rangeUrl}?start=${state.size}`, request, async (response) => {
      if (response.status === 404 && state.mode === 'unknown') {
        found = false;
        void response.body?.cancel().catch(() => undefined);
        return;
      }
      if (!response.ok) throw await httpError(response);
      state.mode = 'range';
      const total = Number(response.headers.get(LOG_TEXT_SIZE_HEADER));
      // A log shorter than what was read is another log: read from its start again.
      const restart = Number.isFinite(total) && total < state.size;
      if (restart) {
        state.size = 0;
        state.decoder = new TextDecoder();
        void response.body?.cancel().catch(() => undefined);
        await readRange(log, state, request);
        return;
      }
      // Read from its start while lines are shown: the log starts again (after a restart above).
      const grow = grower(log, state, state.size === 0 && countOf(state.text) > 0);
      await eachChunk(response, (bytes) => {
        state.size += bytes.byteLength;
        grow.add(state.decoder.decode(bytes, { stream: true }));
      });
      if (Number.isFinite(total) && response.headers.has(LOG_TEXT_SIZE_HEADER)) state.size = total;
      state.more = response.headers.get(LOG_MORE_DATA_HEADER) === 'true';
      grow.done();
    });
    return found;
  }

  /** The seeds' call: the whole log, checked against its contract entry. Streamed into an empty log; read whole, then compared, into one that has lines. */
  async function readWhole(log: number, state: LogState, request: LogReadRequest): Promise<void> {
    await fetchLog(request.wholeUrl, request, async (response) => {
      if (!response.ok) throw await httpError(response);
      const answer = new JsonLogText();
      const fresh = countOf(state.text) === 0;
      const grow = grower(log, state, true);
      const parts: string[] = [];
      try {
        await eachChunk(response, (bytes) => {
          const text = answer.push(bytes);
          if (fresh) grow.add(text);
          else parts.push(text);
        });
        const end = answer.end();
        let rest: string;
        if (end.kind === 'text') rest = end.text;
        else {
          const check = checkAnswer<string | { result: string }>(appsContract.consoleLog, end.data);
          if (!check.ok) throw malformed(`${request.wholeName}: ${check.problem.field || 'the answer'}: ${check.problem.problem}`, end.data);
          rest = typeof check.data === 'string' ? check.data : check.data.result;
        }
        if (fresh) {
          grow.add(rest);
          grow.done();
          return;
        }
        // A log that continues the one shown is taken in its new part only (LogTextHolder.of).
        const before = state.text;
        const whole = parts.join('') + rest;
        const reset = before === null || !(whole === before.raw || continues(whole, before.raw));
        state.text = state.holder.of(whole);
        if (state.text !== before) post({ type: 'grew', log, count: countOf(state.text), empty: whole.length === 0, reset, lines: pushOf(state.text, reset ? 0 : countOf(before)) });
      } catch (error) {
        if (error instanceof MalformedLogAnswer) throw malformed(`${request.wholeName}: ${error.message}`);
        throw error;
      }
    });
  }

  async function read(log: number, state: LogState, request: LogReadRequest): Promise<void> {
    if (state.mode !== 'whole' && (await readRange(log, state, request))) return;
    state.mode = 'whole';
    await readWhole(log, state, request);
  }

  return function handle(message: ToLogWorker): void {
    switch (message.type) {
      case 'read': {
        const state = stateOf(message.log);
        state.reading = state.reading.then(async () => {
          let error: ApiError | null = null;
          try {
            if (!state.closed) await read(message.log, state, message.request);
          } catch (caught) {
            error = toApiError(caught);
          }
          prepareSoon(state);
          post({ type: 'read', log: message.log, id: message.id, error, more: state.more });
        });
        return;
      }
      case 'lines': {
        const text = logs.get(message.log)?.text ?? null;
        const { lines, lengths } = linesOf(text, message.from, Math.min(message.to, countOf(text)));
        post({ type: 'lines', log: message.log, id: message.id, from: message.from, lines, lengths });
        return;
      }
      case 'search': {
        const text = logs.get(message.log)?.text ?? null;
        const hits = text ? text.search(message.query)?.hits() : undefined;
        post({ type: 'search', log: message.log, id: message.id, query: message.query, lines: [...(hits?.lines ?? [])], starts: [...(hits?.starts ?? [])] });
        return;
      }
      case 'close': {
        const state = logs.get(message.log);
        if (state) state.closed = true;
        logs.delete(message.log);
      }
    }
  };
}

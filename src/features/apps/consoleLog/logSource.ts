/**
 * A build's console log as the page sees it, kept by the log's worker (logCore.ts): how many lines
 * it has, the lines in view (asked for as they come into view, kept while shown) and a query's
 * hits. The Build History tab shows it (useConsoleLog) and the sagas that follow a running build
 * read its new part (readConsoleLog): both share one source per build.
 *
 * The worker calls the backend as the HTTP client would: the same addresses (the client's base
 * URL), the session's token only to the API's origin, the client's time-out, a 401 renewing the
 * token once (the client's refresh) before the read is tried again, and its failures as the
 * client's ApiError, so the pages say the same as before.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { urlOf, entryName } from '../../../api/call';
import { isApiError, type ApiError } from '../../../api/errors';
import { http, refreshSession } from '../../../api/http';
import { isApiOrigin, sessionGeneration, sessionHooks } from '../../../api/session';
import type { AnsiLine } from '../../../domain/ansi';
import { appsContract } from '../../../domain/contract/apps';
import { LogMatches } from '../../../components/consoleLog/logText';
import type { LogView } from '../../../components/consoleLog/logView';
import { logPort } from './logPort';
import type { FromLogWorker, LinesPush, LogPort, LogReadRequest } from './logProtocol';

/** Lines asked for beyond those in view, either side (a scroll shows them without waiting). */
const MARGIN = 100;
/** Lines kept on the page; past this the ones out of view go (they are asked for again). */
const KEPT_LINES = 4_000;
/** A log nobody shows is forgotten this long after its last read (as RTK Query's keepUnusedDataFor). */
const KEEP_UNUSED_MS = 30_000;

export interface ConsoleLogState {
  /** What the log view shows: null until its first lines (or its end) arrived. */
  view: LogView | null;
  /** The first read failed (nothing to show): why. */
  error: ApiError | null;
}

type Waiting = (message: FromLogWorker) => void;

/** Runs `run` before the next frame is painted (a timer where there are no frames). */
const nextFrame = (run: () => void) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => run()) : setTimeout(run, 0));

let nextLog = 1;
let nextRequest = 1;
const waiting = new Map<number, Waiting>();
const sources = new Map<string, LogSource>();
let listening: Promise<LogPort> | null = null;

/** The port, with the page's one listener that hands each answer to its source or request. */
function port(): Promise<LogPort> {
  listening ??= logPort().then((p) => {
    p.listen((message) => {
      if (message.type === 'grew') {
        for (const source of sources.values()) if (source.id === message.log) source.grew(message.count, message.empty, message.reset, message.lines);
        return;
      }
      const answer = waiting.get(message.id);
      waiting.delete(message.id);
      answer?.(message);
    });
    return p;
  });
  return listening;
}

async function ask<T extends FromLogWorker>(build: (id: number) => Parameters<LogPort['post']>[0]): Promise<T> {
  const p = await port();
  const id = nextRequest++;
  return new Promise<T>((resolve) => {
    waiting.set(id, resolve as Waiting);
    p.post(build(id));
  });
}

/** The worker's read: the addresses as the client calls them (its base URL), and the token where the client sends it. */
async function readRequest(buildNo: number): Promise<LogReadRequest> {
  const client = await http();
  const absolute = (url: string) => new URL(client.getUri({ url }), globalThis.location?.href ?? 'http://localhost/').href;
  const wholeUrl = absolute(urlOf(appsContract.consoleLog, { buildNo }));
  const rangeUrl = absolute(urlOf(appsContract.consoleLogText, { buildNo }));
  const token = sessionHooks().getToken();
  const headers: Record<string, string> = token && isApiOrigin(wholeUrl) ? { Authorization: `Bearer ${token}` } : {};
  return { wholeUrl, rangeUrl, wholeName: entryName(appsContract.consoleLog), headers, timeoutMs: client.defaults.timeout || 30_000 };
}

class LogSource {
  readonly id = nextLog++;
  private count = 0;
  private empty = true;
  private loaded = false;
  private lines = new Map<number, { line: AnsiLine; length: number }>();
  private asked = new Set<number>();
  private matches: LogMatches | null = null;
  private matchesAt = -1;
  private searching: string | null = null;
  private reading: Promise<void> | null = null;
  private listeners = new Set<() => void>();
  private state: ConsoleLogState = { view: null, error: null };
  private forget: ReturnType<typeof setTimeout> | null = null;
  /** Counts the log's restarts: lines asked for before one are not kept after it. */
  private epoch = 0;
  /** The lines in view to ask for at the next frame. */
  private wanted: { from: number; to: number } | null = null;

  constructor(
    readonly key: string,
    private readonly buildNo: number,
  ) {}

  /** Reads what is new (the whole log the first time); single-flight. Rejects with the client's ApiError. */
  read(): Promise<void> {
    this.reading ??= this.readOnce(true).finally(() => {
      this.reading = null;
      this.forgetLater();
    });
    return this.reading;
  }

  private async readOnce(renewOn401: boolean): Promise<void> {
    const generation = sessionGeneration();
    const request = await readRequest(this.buildNo);
    const answer = await ask<Extract<FromLogWorker, { type: 'read' }>>((id) => ({ type: 'read', log: this.id, id, request }));
    if (sessionGeneration() !== generation) throw { status: 0, code: 'cancelled', message: 'session ended' } satisfies ApiError;
    const error = answer.error;
    // A 401 of the API: the token is renewed once (the client's single-flight refresh), then read again.
    if (error && renewOn401 && error.code === 'http' && error.status === 401 && request.headers.Authorization) {
      await refreshSession();
      return this.readOnce(false);
    }
    this.loaded ||= error === null;
    if (error) {
      if (!this.loaded) this.publish(error);
      throw error;
    }
    // A read that brought nothing new (a poll of a log that did not grow) renders nothing: its 'grew' showed what did.
    if (this.state.view === null) this.publish(null);
  }

  /** Takes lines the worker sent (asked for, or with a 'grew'). */
  private take({ from, lines, lengths }: LinesPush): void {
    lines.forEach((line, i) => {
      this.lines.set(from + i, { line, length: lengths[i] });
      this.asked.delete(from + i);
    });
  }

  /** The worker says the log grew (or started again), with the lines it sent along (the first screen, the last line told). */
  grew(count: number, empty: boolean, reset: boolean, pushed: readonly LinesPush[] = []): void {
    if (reset) {
      this.epoch += 1;
      this.lines.clear();
      this.asked.clear();
      this.matches = null;
    } else {
      // The last line known may have grown.
      this.lines.delete(this.count - 1);
      this.asked.delete(this.count - 1);
    }
    this.count = count;
    this.empty = empty;
    this.loaded = true;
    pushed.forEach((push) => this.take(push));
    this.publish(null);
  }

  /**
   * The lines of [from, to) are in view: they are asked for at the next frame, for the view of that
   * moment. A log that grew renders once where the reader was before it follows the new end; only
   * the lines of where it settles are asked for (the new end came with the news).
   */
  private want(from: number, to: number): void {
    const flush = this.wanted === null;
    this.wanted = { from, to };
    if (!flush) return;
    nextFrame(() => {
      const wanted = this.wanted;
      this.wanted = null;
      if (wanted) this.ask(wanted.from, wanted.to);
    });
  }

  /** Asks for the lines of [from, to) not here yet, with a margin either side. */
  private ask(from: number, to: number): void {
    const first = Math.max(0, from - MARGIN);
    const last = Math.min(this.count, to + MARGIN);
    let start = -1;
    for (let index = first; index < last; index += 1) {
      if (this.lines.has(index) || this.asked.has(index)) continue;
      if (start === -1) start = index;
      this.asked.add(index);
    }
    if (start === -1) return;
    if (this.lines.size > KEPT_LINES) {
      for (const index of this.lines.keys()) if (index < first || index >= last) this.lines.delete(index);
    }
    const epoch = this.epoch;
    void ask<Extract<FromLogWorker, { type: 'lines' }>>((id) => ({ type: 'lines', log: this.id, id, from: start, to: last })).then((answer) => {
      if (epoch !== this.epoch) return;
      this.take(answer);
      this.publish(this.state.error);
    });
  }

  /** The hits of `query` for the lines there are now: asked for once per query and count; the last ones meanwhile. */
  private search(query: string): LogMatches | null {
    if (query === '') return null;
    const current = this.matches?.query === query ? this.matches : null;
    if ((current === null || this.matchesAt !== this.count) && this.searching !== query) {
      this.searching = query;
      const at = this.count;
      void ask<Extract<FromLogWorker, { type: 'search' }>>((id) => ({ type: 'search', log: this.id, id, query })).then((answer) => {
        if (this.searching === answer.query) this.searching = null;
        this.matches = LogMatches.of(answer.query, answer.lines, answer.starts);
        this.matchesAt = at;
        this.publish(this.state.error);
      });
    }
    return current;
  }

  private publish(error: ApiError | null): void {
    const view: LogView | null = this.loaded
      ? {
          count: this.count,
          empty: this.empty,
          line: (index) => this.lines.get(index)?.line,
          rawLength: (index) => this.lines.get(index)?.length ?? 0,
          search: (query) => this.search(query),
          want: (from, to) => this.want(from, to),
        }
      : null;
    this.state = { view, error: view ? null : error };
    this.listeners.forEach((listener) => listener());
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    if (this.forget) clearTimeout(this.forget);
    return () => {
      this.listeners.delete(listener);
      this.forgetLater();
    };
  };

  snapshot = () => this.state;

  private forgetLater(): void {
    if (this.listeners.size > 0 || this.reading) return;
    if (this.forget) clearTimeout(this.forget);
    this.forget = setTimeout(() => {
      if (this.listeners.size > 0 || this.reading) return;
      sources.delete(this.key);
      void port().then((p) => p.post({ type: 'close', log: this.id }));
    }, KEEP_UNUSED_MS);
  }
}

/** The build's log source of this session (a sign-in or logout starts afresh). */
function sourceOf(buildNo: number): LogSource {
  const key = `${sessionGeneration()}:${buildNo}`;
  let source = sources.get(key);
  if (!source) {
    for (const [other, old] of sources) {
      if (!other.startsWith(`${sessionGeneration()}:`)) {
        sources.delete(other);
        void port().then((p) => p.post({ type: 'close', log: old.id }));
      }
    }
    source = new LogSource(key, buildNo);
    sources.set(key, source);
  }
  return source;
}

/** Forgets every log (tests: each starts with none; the worker lets go of them). */
export function forgetConsoleLogs(): void {
  for (const source of sources.values()) void port().then((p) => p.post({ type: 'close', log: source.id }));
  sources.clear();
}

/** Reads the build's log, or its new part (the sagas' polls); rejects with the client's ApiError. */
export function readConsoleLog(buildNo: number): Promise<void> {
  return sourceOf(buildNo).read();
}

const NOTHING: ConsoleLogState = { view: null, error: null };
const noSubscription = () => () => undefined;
const nothing = () => NOTHING;

/**
 * A build's console log for a page: read (again) when it is shown, as RTK Query's
 * refetchOnMountOrArgChange did; `retry` reads it again after a failed first read.
 */
export function useConsoleLog(buildNo: number | null): ConsoleLogState & { retry: () => void } {
  // One source per build and session (sourceOf gives the same one again).
  const source = useMemo(() => (buildNo === null ? null : sourceOf(buildNo)), [buildNo]);
  useEffect(() => {
    // A failed read is shown from the source's state (or, later ones, by the saga that polls).
    source?.read().catch((error: unknown) => {
      if (!isApiError(error)) throw error;
    });
  }, [source]);
  const state = useSyncExternalStore(source?.subscribe ?? noSubscription, source?.snapshot ?? nothing);
  return { ...state, retry: () => void source?.read().catch(() => undefined) };
}

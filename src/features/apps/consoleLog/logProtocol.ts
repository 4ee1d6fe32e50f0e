/**
 * What the page and the console log's worker say to each other (logCore.ts answers, logSource.ts
 * asks). Every message names its log (one per build shown); requests carry an id that the answer
 * repeats. Plain data only: it is copied between the threads.
 */
import type { ApiError } from '../../../api/errors';
import type { AnsiLine } from '../../../domain/ansi';

/** How the worker reads a log: the addresses as the HTTP client would call them, and the headers it would send. */
export interface LogReadRequest {
  /** The range call (contract.apps.consoleLogText), absolute, without its ?start=. */
  rangeUrl: string;
  /** The seeds' whole-log call (contract.apps.consoleLog), absolute. */
  wholeUrl: string;
  /** The whole-log entry's name, for a 'malformed' error ('apps.consoleLog (GET …)'). */
  wholeName: string;
  headers: Record<string, string>;
  /** The HTTP client's time-out (ms) for one call. */
  timeoutMs: number;
}

export type ToLogWorker =
  | { type: 'read'; log: number; id: number; request: LogReadRequest }
  | { type: 'lines'; log: number; id: number; from: number; to: number }
  | { type: 'search'; log: number; id: number; query: string }
  | { type: 'close'; log: number };

export type FromLogWorker =
  /**
   * The log has more lines (or was read again from its start: `reset`); sent as it arrives, at most
   * every GROW_MS. It carries lines the page would otherwise ask for: the first screen of a log
   * read from its start, and the last line told before, which may have grown (logCore.ts pushOf).
   */
  | { type: 'grew'; log: number; count: number; empty: boolean; reset: boolean; lines: LinesPush[] }
  | { type: 'read'; log: number; id: number; error: ApiError | null; more: boolean }
  | { type: 'lines'; log: number; id: number; from: number; lines: AnsiLine[]; lengths: number[] }
  | { type: 'search'; log: number; id: number; query: string; lines: number[]; starts: number[] };

/** Lines sent with a 'grew': lines [from, from + lines.length), each with its length in the text. */
export interface LinesPush {
  from: number;
  lines: AnsiLine[];
  lengths: number[];
}

/** One side's end of the channel: a Worker, or the same core in the page's thread (jest, browsers without workers). */
export interface LogPort {
  post(message: ToLogWorker): void;
  listen(listener: (message: FromLogWorker) => void): void;
}

import type { AnsiLine } from '../../domain/ansi';
import type { LogMatches } from './logText';

/**
 * What the console log component shows (ConsoleLog.tsx): a log's lines as they are now. A text
 * held on the page is one (LogText, logText.ts); a build's log kept by the log's worker is another
 * (src/features/apps/consoleLog/logSource.ts), whose lines and hits arrive a moment after they are
 * asked for: until then a line is undefined and a search null.
 */
export interface LogView {
  /** The lines shown (a trailing line end adds no empty last line). */
  readonly count: number;
  /** Nothing to show: the log has no text. */
  readonly empty: boolean;
  /** Line `index`'s styled segments; undefined while it is being fetched. */
  line(index: number): AnsiLine | undefined;
  /** Line `index`'s length in the text, escape codes included (0 when not known yet): a wrapped row's height estimate. */
  rawLength(index: number): number;
  /** The hits of `query` (lower case); null for no query, or while they are being found. */
  search(query: string): LogMatches | null;
  /** Work for later (search text, saved styles) done in idle slices: true once none is left. */
  prepare?(timeLeft: () => number): boolean;
  /** The lines of [from, to) are in view: fetch those not here yet. */
  want?(from: number, to: number): void;
}

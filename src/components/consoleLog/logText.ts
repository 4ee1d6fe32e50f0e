import { initialSgrState, lineText, parseAnsiLine, skipAnsi, stripAnsi, type AnsiLine, type SgrState } from '../../domain/ansi';
import type { LogView } from './logView';

/**
 * A console log as lines, parsed only as far as it is looked at: the text is indexed by its line
 * ends once (cheap), each line is parsed into styled segments when it is first shown. The search
 * text (lower case, escape codes removed) and the saved styles are built in slices while the page
 * is idle (`prepare`), or at the first query for what is left. A growing log (the new text starts
 * with the old one) is indexed, and searched, only in its new part: complete lines never change,
 * and the last line, which may be incomplete, is searched apart each time. Pure: no React.
 */

/** Lines between two saved styles: a line's starting style is found by reading at most this many lines' codes. */
const CHECKPOINT = 64;
/** How far back (characters) a line's style is looked for in the last full reset before going forward from a checkpoint. */
const RESET_REACH = 64 * 1024;
const ESC = '\u001b';
/** An SGR sequence at a given place (sticky); group 1: its parameters. */
// eslint-disable-next-line no-control-regex
const RESET = /\u001b\[([0-?]*)[ -/]*m/y;
/** Parsed lines kept; past this the cache starts again (the shown lines are parsed again on demand). */
const CACHE_LIMIT = 5_000;

/** A search hit's place in its line (plain text, escape codes removed) and its place in the whole list. */
export interface LineMark {
  start: number;
  end: number;
  index: number;
}

/**
 * The lower-case plain text of the log's complete lines, in pieces of whole lines (a growing log
 * adds pieces, so its old text is never read again): a piece's text and where each of its lines
 * starts in it.
 */
interface SearchPiece {
  lower: string;
  /** Its first line's number in the log. */
  first: number;
  starts: number[];
}

/** The search text so far: lines [0, lines) are in its pieces. */
interface SearchIndex {
  pieces: SearchPiece[];
  lines: number;
}

/** The hits of one query, in order: line and start of each; the lines below `upTo` were read from the search index, the rest (the last line's) apart. */
interface MatchList {
  query: string;
  lines: number[];
  starts: number[];
  upTo: number;
}

/** One growing log's index, shared by its snapshots (only the newest one reads it). */
interface Store {
  raw: string;
  /** The text without carriage returns (\r\n ends a line as \n does, a lone \r is dropped). */
  text: string;
  /** `raw` had carriage returns: `text` is a copy without them. */
  returns: boolean;
  /** Where each line begins in `text`; the last one runs to the text's end. */
  starts: number[];
  /** states[k]: the style at the start of line k * CHECKPOINT. */
  states: SgrState[];
  parsed: Map<number, AnsiLine>;
  /** The text has 8-bit CSI introducers (\x9b). */
  eightBit: boolean;
  search: SearchIndex;
  matches: MatchList | null;
  latest: LogText | null;
}

/** Appends to `starts` the start of every line that begins in text[from...], each moved by `offset`. */
function indexLines(text: string, starts: number[], from: number, offset = 0): void {
  for (let at = text.indexOf('\n', from); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(offset + at + 1);
}

/** The first index in lines[0...count) whose line is at least `line`. */
function lowerBound(lines: readonly number[], count: number, line: number): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (lines[middle] < line) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The hits of a query (lower case, not empty) in one snapshot of the log. */
export class LogMatches {
  /** How many hits. */
  readonly count: number;
  readonly query: string;
  private readonly list: MatchList;

  constructor(list: MatchList) {
    this.list = list;
    this.query = list.query;
    this.count = list.lines.length;
  }

  /** The line (0-based) of hit `index`. */
  lineOf(index: number): number {
    return this.list.lines[index];
  }

  /** Every hit's line and its start in it (the console log's worker sends them to the page). */
  hits(): { lines: readonly number[]; starts: readonly number[] } {
    return { lines: this.list.lines.slice(0, this.count), starts: this.list.starts.slice(0, this.count) };
  }

  /** The hits of `query` found elsewhere (the console log's worker): their lines and starts, in order. */
  static of(query: string, lines: number[], starts: number[]): LogMatches {
    return new LogMatches({ query, lines, starts, upTo: 0 });
  }

  /** The hits on one line, in order. */
  marksOn(line: number): LineMark[] {
    const { lines, starts } = this.list;
    const marks: LineMark[] = [];
    for (let index = lowerBound(lines, this.count, line); index < this.count && lines[index] === line; index += 1) {
      marks.push({ start: starts[index], end: starts[index] + this.query.length, index });
    }
    return marks;
  }
}

/** One state of the log: its lines as they are now. */
export class LogText implements LogView {
  /** The lines shown (a trailing line end adds no empty last line). */
  readonly count: number;
  /** The text it was made from. */
  readonly raw: string;
  readonly empty: boolean;
  private readonly store: Store;

  constructor(store: Store) {
    this.store = store;
    this.raw = store.raw;
    this.empty = store.raw.length === 0;
    const segments = store.starts.length;
    this.count = segments > 1 && store.text.endsWith('\n') ? segments - 1 : segments;
  }

  /** Line `index` (0-based) as it is in the text: escape codes included, no line end. */
  private rawLine(index: number): string {
    const { text, starts } = this.store;
    return text.slice(starts[index], index + 1 < starts.length ? starts[index + 1] - 1 : text.length);
  }

  /** How long line `index` is in the text (escape codes included): an upper bound of its shown length. */
  rawLength(index: number): number {
    const { text, starts } = this.store;
    return (index + 1 < starts.length ? starts[index + 1] - 1 : text.length) - starts[index];
  }

  /** The style in force where line `index` begins. */
  private stateAt(index: number): SgrState {
    return this.stateAfterReset(index) ?? this.stateFromCheckpoint(index);
  }

  /**
   * The style where line `index` begins, read from the last full reset (ESC[m, ESC[0...m) before
   * it, which in a coloured log is close: null when none is found within RESET_REACH characters
   * (or the log uses 8-bit escapes, which a backward look cannot tell apart).
   */
  private stateAfterReset(index: number): SgrState | null {
    const { text, starts } = this.store;
    if (this.store.eightBit) return null;
    const at = starts[index];
    const limit = Math.max(0, at - RESET_REACH);
    // Only the reach is looked through (a log without codes for megabytes is not read backwards
    // line after line); no sequence spans a line end, so each one found is whole in it.
    const before = text.slice(limit, at);
    // The last full reset, else the log's start (within reach), is where the line's style is read from.
    let from = -1;
    let seen = false;
    for (let escape = before.lastIndexOf(ESC); escape !== -1; escape = escape === 0 ? -1 : before.lastIndexOf(ESC, escape - 1)) {
      seen = true;
      RESET.lastIndex = escape;
      const reset = RESET.exec(before);
      if (reset && /^0*(?:[;:]|$)/.test(reset[1])) {
        from = escape;
        break;
      }
    }
    // No escape within reach: the log's initial style when the reach goes back to its start, else not known here.
    if (!seen) return limit === 0 ? initialSgrState() : null;
    if (from === -1 && limit > 0) return null;
    const state = initialSgrState();
    skipAnsi(before.slice(Math.max(from, 0)), state);
    return state;
  }

  /** The style where line `index` begins, read forward from the saved style of a line at most CHECKPOINT lines above. */
  private stateFromCheckpoint(index: number): SgrState {
    const { text, starts, states } = this.store;
    const checkpoint = Math.floor(index / CHECKPOINT);
    while (states.length <= checkpoint) addCheckpoint(this.store);
    const state = { ...states[checkpoint] };
    const from = checkpoint * CHECKPOINT;
    if (index > from) skipAnsi(text.slice(starts[from], starts[index]), state);
    return state;
  }

  /** Line `index`'s styled segments, parsed on the first ask. */
  line(index: number): AnsiLine {
    const { parsed } = this.store;
    const cached = parsed.get(index);
    if (cached) return cached;
    if (parsed.size >= CACHE_LIMIT) parsed.clear();
    const line = parseAnsiLine(this.rawLine(index), this.stateAt(index));
    parsed.set(index, line);
    return line;
  }

  /** Line `index`'s text without styles. */
  plain(index: number): string {
    return lineText(this.line(index));
  }

  /**
   * Every case-insensitive, non-overlapping hit of `query` (lower case), line by line; null for no
   * query. The search text not built yet (see `prepare`) is built first; a query already run is
   * only carried on over the lines added since.
   */
  search(query: string): LogMatches | null {
    if (query === '') return null;
    const store = this.store;
    const { search } = store;
    while (search.lines < completeLines(store)) addSearchPiece(store);
    let list = store.matches;
    if (list?.query !== query) list = store.matches = { query, lines: [], starts: [], upTo: 0 };
    // The last line's hits (it may have grown) go; the lines indexed since the last run are read, then the last line.
    const kept = lowerBound(list.lines, list.lines.length, list.upTo);
    list.lines.length = kept;
    list.starts.length = kept;
    findFrom(search.pieces, list, list.upTo);
    list.upTo = search.lines;
    if (search.lines < this.count) findFrom([pieceOf(store.text.slice(store.starts[search.lines]), search.lines)], list, search.lines);
    return new LogMatches(list);
  }

  /**
   * Builds, while `timeLeft()` (ms) stays above zero, what search and far lines will need: the
   * search text of the complete lines and the saved styles. True once nothing is left; a log that
   * grows has more to do.
   */
  prepare(timeLeft: () => number): boolean {
    const store = this.store;
    const stylesUpTo = () => Math.floor((store.starts.length - 1) / CHECKPOINT);
    while (timeLeft() > 0) {
      if (store.search.lines < completeLines(store)) addSearchPiece(store);
      else if (store.states.length <= stylesUpTo()) addCheckpoint(store);
      else return true;
    }
    return false;
  }
}

/** The lines followed by a line end (those that can no longer change as the log grows). */
const completeLines = (store: Store) => store.starts.length - 1;

/** Raw characters read into the search text at a time (whole lines): about a millisecond's work. */
const SEARCH_PIECE = 128 * 1024;

/** Adds the next complete lines, about SEARCH_PIECE characters of them, to the search text. */
function addSearchPiece(store: Store): void {
  const { search, starts, text } = store;
  const first = search.lines;
  const complete = completeLines(store);
  const end = Math.min(complete, Math.max(first + 1, lowerBound(starts, starts.length, starts[first] + SEARCH_PIECE)));
  search.pieces.push(pieceOf(text.slice(starts[first], starts[end]), first));
  search.lines = end;
}

/** Saves the style at the start of the next CHECKPOINT lines. */
function addCheckpoint(store: Store): void {
  const { states, starts, text } = store;
  const k = states.length;
  const state = { ...states[k - 1] };
  skipAnsi(text.slice(starts[(k - 1) * CHECKPOINT], starts[k * CHECKPOINT]), state);
  states.push(state);
}

/** The lower-case plain text of `text` (whole lines), whose first line is line `first` of the log. */
function pieceOf(text: string, first: number): SearchPiece {
  const lower = stripAnsi(text).toLowerCase();
  const starts = [0];
  indexLines(lower, starts, 0);
  // A piece of complete lines ends with a line end, which starts no line of its own.
  if (starts.length > 1 && starts[starts.length - 1] === lower.length) starts.pop();
  return { lower, first, starts };
}

/** Adds to `list` the hits of its query in the lines from `fromLine` on. */
function findFrom(pieces: readonly SearchPiece[], list: MatchList, fromLine: number): void {
  const { query } = list;
  for (const { lower, first, starts } of pieces) {
    if (first + starts.length <= fromLine) continue;
    let line = Math.max(0, fromLine - first);
    for (let at = lower.indexOf(query, starts[line]); at !== -1; at = lower.indexOf(query, at + query.length)) {
      while (line + 1 < starts.length && starts[line + 1] <= at) line += 1;
      list.lines.push(first + line);
      list.starts.push(at - starts[line]);
    }
  }
}

function newStore(raw: string): Store {
  const returns = raw.includes('\r');
  const text = returns ? raw.replace(/\r/g, '') : raw;
  const starts = [0];
  indexLines(text, starts, 0);
  return { raw, text, starts, states: [initialSgrState()], parsed: new Map(), eightBit: text.includes('\u009b'), returns, search: { pieces: [], lines: 0 }, matches: null, latest: null };
}

/**
 * Takes in `added`, appended to the store's text: new lines indexed, the last old line read again.
 * Only the added text is read: the whole one (a join of the two) is copied once, when a line of it
 * is first read, not at each take of a streamed log.
 */
function extend(store: Store, added: string): void {
  store.raw += added;
  const lastLine = store.starts.length - 1;
  const oldLength = store.text.length;
  store.returns ||= added.includes('\r');
  const more = store.returns ? added.replace(/\r/g, '') : added;
  if (more === '') return;
  store.text = store.returns ? store.text + more : store.raw;
  store.eightBit ||= added.includes('\u009b');
  indexLines(more, store.starts, 0, oldLength);
  store.parsed.delete(lastLine);
  // Saved styles and the search text hold complete lines only, which the new text leaves as they were.
}

/** Characters compared at each of the places `continues` looks at. */
const SAMPLE = 2_048;
const SAMPLES = 16;

/**
 * Whether `text` is `before` with more appended. A whole comparison of a 20 MB log costs tens of
 * milliseconds, on every poll: instead the start, the end of `before` and evenly spaced pieces of
 * it are compared, and a log of another build differs in all of them (its lines are stamped).
 */
export function continues(text: string, before: string): boolean {
  const length = before.length;
  if (text.length <= length) return false;
  if (length <= SAMPLE * (SAMPLES + 1)) return text.startsWith(before);
  for (let sample = 0; sample <= SAMPLES; sample += 1) {
    const from = Math.floor(((length - SAMPLE) * sample) / SAMPLES);
    if (!text.startsWith(before.slice(from, from + SAMPLE), from)) return false;
  }
  return true;
}

/**
 * A log's lines, for a component that shows one log whose text may change: keeps its index and
 * parsed lines across calls, and when the new text continues the previous one, works only on what
 * was appended. The same text gives the same snapshot.
 */
export class LogTextHolder {
  private store: Store | null = null;

  /** The text so far with `more` appended (a log read as it arrives: no comparison needed). */
  append(more: string): LogText {
    const store = this.store;
    if (!store) return this.of(more);
    if (more !== '') {
      extend(store, more);
      store.latest = null;
    }
    return (store.latest ??= new LogText(store));
  }

  of(raw: string): LogText {
    let store = this.store;
    if (store && store.raw === raw && store.latest) return store.latest;
    if (store && continues(raw, store.raw)) extend(store, raw.slice(store.raw.length));
    else store = this.store = newStore(raw);
    store.latest = new LogText(store);
    return store.latest;
  }
}

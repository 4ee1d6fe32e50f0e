/**
 * ANSI escape sequences in build console logs (seed 001 section 2: a console log per build):
 * SGR colour and bold codes become styled segments per line; every other escape sequence (cursor
 * moves, erase, OSC titles and links) is dropped. Pure: no React, no I/O.
 */

export const ANSI_COLOURS = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white', 'grey'] as const;
export type AnsiColour = (typeof ANSI_COLOURS)[number];

export interface AnsiSegment {
  text: string;
  fg?: AnsiColour;
  bold?: boolean;
}

/** One line of the log: its segments in order (an empty line has none). */
export type AnsiLine = AnsiSegment[];

/** The style in force at a point of the log (what the SGR codes so far have set). */
export interface SgrState {
  fg?: AnsiColour;
  bold: boolean;
}

/** The style at the start of a log: no colour, not bold. */
export const initialSgrState = (): SgrState => ({ bold: false });

/** 30-37 and 90-97, in order; bright black (90) is grey, the other bright colours keep their names. */
const BASE_COLOURS: readonly AnsiColour[] = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'];

/**
 * One escape sequence: CSI (ESC [ or the 8-bit \x9b, parameters, intermediates, final byte), OSC
 * (ESC ] ... ended by BEL or ESC \, else by the line's end), or a two-byte escape such as ESC ( B.
 * Group 1 and 2 are the CSI's parameters and final byte. None spans a line end, so a whole log and
 * its lines one by one lose the same sequences.
 */
// eslint-disable-next-line no-control-regex
const ESCAPE = /(?:\u001b\[|\u009b)([0-?]*)[ -/]*([@-~])|\u001b\][^\u0007\u001b\n]*(?:\u0007|\u001b\\)?|\u001b[ -/]*[0-~]?/g;

/** The text without any escape sequence. */
export function stripAnsi(text: string): string {
  return text.replace(ESCAPE, '');
}

/** Applies the SGR parameters (`1;34`, `0`, `` for reset) to the state. */
function applySgr(state: SgrState, params: string): void {
  const codes = params === '' ? [0] : params.split(/[;:]/).map((p) => (p === '' ? 0 : Number(p)));
  for (let i = 0; i < codes.length; i += 1) {
    const code = codes[i];
    if (code === 0) {
      state.fg = undefined;
      state.bold = false;
    } else if (code === 1) state.bold = true;
    else if (code === 22) state.bold = false;
    else if (code >= 30 && code <= 37) state.fg = BASE_COLOURS[code - 30];
    else if (code === 39) state.fg = undefined;
    else if (code >= 90 && code <= 97) state.fg = code === 90 ? 'grey' : BASE_COLOURS[code - 90];
    else if (code === 38 || code === 48 || code === 58) {
      // Extended colours (256-colour `5;n` or true colour `2;r;g;b`): not shown, their parameters skipped.
      const mode = codes[i + 1];
      i += mode === 5 ? 2 : mode === 2 ? 4 : 1;
    }
    // Anything else (backgrounds, italic, underline, blink, ...) is ignored.
  }
}

function pushSegment(line: AnsiLine, text: string, state: SgrState): void {
  if (text === '') return;
  const last = line[line.length - 1];
  if (last && last.fg === state.fg && Boolean(last.bold) === state.bold) {
    last.text += text;
    return;
  }
  const segment: AnsiSegment = { text };
  if (state.fg) segment.fg = state.fg;
  if (state.bold) segment.bold = true;
  line.push(segment);
}

/**
 * One line (no line end, no carriage return) as segments styled from `state`, which is left as the
 * line's end leaves it (styles carry over line ends, as in a terminal).
 */
export function parseAnsiLine(raw: string, state: SgrState): AnsiLine {
  const line: AnsiLine = [];
  let from = 0;
  ESCAPE.lastIndex = 0;
  for (let match = ESCAPE.exec(raw); match; match = ESCAPE.exec(raw)) {
    pushSegment(line, raw.slice(from, match.index), state);
    from = match.index + match[0].length;
    if (match[2] === 'm') applySgr(state, match[1]);
  }
  pushSegment(line, raw.slice(from), state);
  return line;
}

/** Moves `state` over `text` (any number of lines, no carriage return) without building segments. */
export function skipAnsi(text: string, state: SgrState): void {
  ESCAPE.lastIndex = 0;
  for (let match = ESCAPE.exec(text); match; match = ESCAPE.exec(text)) {
    if (match[2] === 'm') applySgr(state, match[1]);
  }
}

/**
 * Splits the log into lines (\n, \r\n) and each line into segments styled by the SGR codes seen so
 * far. Styles carry over line ends, as in a terminal. Other escape sequences are dropped.
 */
export function parseAnsiLines(text: string): AnsiLine[] {
  const state = initialSgrState();
  // A lone carriage return (progress output) is dropped rather than shown.
  return text.split(/\r?\n/).map((rawLine) => parseAnsiLine(rawLine.includes('\r') ? rawLine.replace(/\r/g, '') : rawLine, state));
}

/** One line's text without styles. */
export function lineText(line: AnsiLine): string {
  return line.map((segment) => segment.text).join('');
}

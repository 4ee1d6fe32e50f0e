import * as ansi from '../../domain/ansi';
import { parseAnsiLines } from '../../domain/ansi';
import { continues, LogTextHolder, type LogText } from './logText';

const ESC = '\u001b';

/** Every line of the snapshot, read from the last to the first (a live log is read from its tail). */
function linesOf(log: LogText) {
  const lines = Array.from({ length: log.count }, (_, i) => log.count - 1 - i).map((index) => log.line(index));
  return lines.reverse();
}

/** What parsing the whole text at once gives, without the empty line after a trailing line end. */
function parsedWhole(text: string) {
  const lines = parseAnsiLines(text);
  if (lines.length > 1 && lines[lines.length - 1].length === 0) lines.pop();
  return lines;
}

function hitsOf(log: LogText, query: string) {
  const matches = log.search(query);
  if (!matches) return null;
  return Array.from({ length: log.count }, (_, line) => matches.marksOn(line)).flatMap((marks, line) => marks.map((mark) => ({ line, ...mark })));
}

/** Colours that carry over line ends, resets, \r\n and a lone \r, an OSC title, 8-bit-free. */
const SAMPLE = [
  `${ESC}[1;34m[INFO]${ESC}[m Building`,
  `${ESC}[32mgreen from here\r`,
  'still green, then',
  `reset${ESC}[0m plain ${ESC}]0;title\u0007after the title`,
  `${ESC}[1mbold ${ESC}[31mand red`,
  `${ESC}[22mred, not bold${ESC}[39m`,
  '',
  'ERROR error Error',
].join('\r\n');

describe('LogText', () => {
  it('gives the lines that parsing the whole text gives, read in any order', () => {
    for (const text of [SAMPLE, `${SAMPLE}\n`, 'one', '', `${ESC}[33m\u009b31mred by an 8-bit code\nstill red`]) {
      const log = new LogTextHolder().of(text);
      expect(linesOf(log)).toEqual(parsedWhole(text));
      expect(log.count).toBe(parsedWhole(text).length);
    }
  });

  it('finds the style of a line whose last reset is far above it', () => {
    // A colour set once, then 80 KB of lines without any code: the last line is still green.
    const text = [`${ESC}[32mgreen`, ...Array.from({ length: 2_000 }, (_, i) => `line ${i} ${'.'.repeat(30)}`)].join('\n');
    const log = new LogTextHolder().of(text);
    expect(log.line(log.count - 1)).toEqual([{ text: `line 1999 ${'.'.repeat(30)}`, fg: 'green' }]);
    expect(linesOf(log)).toEqual(parsedWhole(text));
  });

  it('gives the same snapshot for the same text, and a fresh one for a text that does not continue it', () => {
    const holder = new LogTextHolder();
    const first = holder.of(SAMPLE);
    expect(holder.of(SAMPLE)).toBe(first);
    const other = holder.of('another log');
    expect(linesOf(other)).toEqual([[{ text: 'another log' }]]);
  });

  it('reads a text that continues the previous one as if it were read whole: lines and search hits', () => {
    const whole = `${SAMPLE}\n${Array.from({ length: 300 }, (_, i) => (i % 7 === 0 ? `${ESC}[31merror ${i}${ESC}[m` : `step ${i} ok`)).join('\n')}\n`;
    const holder = new LogTextHolder();
    // Cut mid-line and mid-colour, and again after a line end.
    const cuts = [whole.indexOf('still green') + 5, whole.indexOf('error 70') + 3, whole.indexOf('step 200'), whole.length];
    let log = holder.of(whole.slice(0, cuts[0]));
    for (const cut of cuts) {
      linesOf(log);
      hitsOf(log, 'error');
      log = holder.of(whole.slice(0, cut));
      const fresh = new LogTextHolder().of(whole.slice(0, cut));
      expect(linesOf(log)).toEqual(linesOf(fresh));
      expect(hitsOf(log, 'error')).toEqual(hitsOf(fresh, 'error'));
    }
  });

  it('keeps its search right over many appends to a long log', () => {
    const line = (i: number) => (i % 1_000 === 0 ? `NEEDLE at ${i}` : `${ESC}[1;34m[INFO]${ESC}[m Downloaded https://repo.example/${i}/artifact-${i}.jar`);
    const whole = Array.from({ length: 30_000 }, (_, i) => line(i)).join('\n');
    const holder = new LogTextHolder();
    holder.of(whole.slice(0, 10_000)).search('needle');
    for (let end = 200_000; end < whole.length; end += 150_000) holder.of(whole.slice(0, end)).search('needle');
    const log = holder.of(whole);
    const matches = log.search('needle')!;
    expect(matches.count).toBe(30);
    expect(Array.from({ length: matches.count }, (_, i) => matches.lineOf(i))).toEqual(Array.from({ length: 30 }, (_, i) => i * 1_000));
    expect(hitsOf(log, 'artifact-29999')).toEqual(hitsOf(new LogTextHolder().of(whole), 'artifact-29999'));
  });
});

describe('LogText search', () => {
  const log = new LogTextHolder().of(SAMPLE);

  it('finds every case-insensitive hit in the plain text, escape codes left out, line by line', () => {
    expect(hitsOf(log, 'error')).toEqual([
      { line: 7, start: 0, end: 5, index: 0 },
      { line: 7, start: 6, end: 11, index: 1 },
      { line: 7, start: 12, end: 17, index: 2 },
    ]);
    expect(hitsOf(log, 'info] build')).toEqual([{ line: 0, start: 1, end: 12, index: 0 }]);
    expect(log.search('error')!.lineOf(2)).toBe(7);
  });

  it('does not overlap hits, and has none for no query or a missing text', () => {
    expect(new LogTextHolder().of('aaaa').search('aa')!.count).toBe(2);
    expect(log.search('')).toBeNull();
    expect(log.search('nowhere')!.count).toBe(0);
  });
});

describe('continues', () => {
  const before = Array.from({ length: 5_000 }, (_, i) => `2024-05-01T10:00:${String(i % 60).padStart(2, '0')} line ${i}`).join('\n');

  it('is true for the text with more appended, short or long', () => {
    expect(continues(`${before}\nmore`, before)).toBe(true);
    expect(continues('abc', 'ab')).toBe(true);
  });

  it('is false for the same text, a shorter one, or one that differs at its start or at the end of the old text', () => {
    expect(continues(before, before)).toBe(false);
    expect(continues(before.slice(0, -1), before)).toBe(false);
    expect(continues(`X${before.slice(1)}\nmore`, before)).toBe(false);
    expect(continues(`${before.slice(0, -1)}X\nmore`, before)).toBe(false);
    expect(continues('abd', 'ab ')).toBe(false);
  });
});

describe('LogText without escape codes', () => {
  it('reads a plain log line by line', () => {
    const text = Array.from({ length: 5_000 }, (_, i) => `plain line ${i} ${'-'.repeat(20)}`).join('\n');
    const log = new LogTextHolder().of(text);
    expect(log.line(4_999)).toEqual([{ text: `plain line 4999 ${'-'.repeat(20)}` }]);
    expect(linesOf(log)).toEqual(parsedWhole(text));
  });
});

describe('LogText prepared while idle', () => {
  const line = (i: number) => (i % 997 === 0 ? `${ESC}[31mFAIL ${i}${ESC}[m` : `verbose ${i} Copying "/cache/pkg-${i}/index.js" to "/work/s/node_modules/pkg-${i}"`);
  const whole = Array.from({ length: 20_000 }, (_, i) => line(i)).join('\n');
  /** A slice with time for one step only. */
  const oneStep = () => {
    let asked = false;
    return () => (asked ? 0 : ((asked = true), 1));
  };
  const longestStripped = (strip: jest.SpyInstance) => Math.max(0, ...strip.mock.calls.map(([text]) => (text as string).length));
  const allTime = () => 1;

  afterEach(() => jest.restoreAllMocks());

  it('builds the search text in bounded slices, so the first query reads only the last line', () => {
    const expected = hitsOf(new LogTextHolder().of(whole), 'fail');
    const strip = jest.spyOn(ansi, 'stripAnsi');
    const log = new LogTextHolder().of(whole);
    let slices = 1;
    while (!log.prepare(oneStep())) slices += 1;
    expect(slices).toBeGreaterThan(5);
    expect(longestStripped(strip)).toBeLessThan(140 * 1024);
    strip.mockClear();
    expect(hitsOf(log, 'fail')).toEqual(expected);
    expect(longestStripped(strip)).toBeLessThanOrEqual(line(19_999).length);
  });

  it('prepares a log that grows only in its new lines, and its search stays right', () => {
    const holder = new LogTextHolder();
    const half = whole.indexOf('verbose 10000 ') + 20;
    holder.of(whole.slice(0, half)).prepare(allTime);
    const strip = jest.spyOn(ansi, 'stripAnsi');
    const log = holder.of(whole);
    expect(log.prepare(allTime)).toBe(true);
    const read = strip.mock.calls.reduce((sum, [text]) => sum + text.length, 0);
    expect(read).toBeLessThanOrEqual(whole.length - half + line(10_000).length);
    expect(hitsOf(log, 'fail')).toEqual(hitsOf(new LogTextHolder().of(whole), 'fail'));
  });

  it('looks for the style of a line deep in a log without codes no further back than its reach', () => {
    const text = [`${ESC}[32mgreen`, ...Array.from({ length: 50_000 }, (_, i) => `plain line ${i} ${'.'.repeat(30)}`)].join('\n');
    const log = new LogTextHolder().of(text);
    log.prepare(allTime);
    const lastIndexOf = jest.spyOn(String.prototype, 'lastIndexOf');
    expect(log.line(40_001)).toEqual([{ text: `plain line 40000 ${'.'.repeat(30)}`, fg: 'green' }]);
    const longest = Math.max(0, ...lastIndexOf.mock.contexts.map((context) => String(context).length));
    expect(longest).toBeLessThanOrEqual(64 * 1024);
  });
});

import { lineText, parseAnsiLines, stripAnsi } from './ansi';

const ESC = '\u001b';

describe('parseAnsiLines', () => {
  it('gives plain text as one unstyled segment per line', () => {
    expect(parseAnsiLines('first\nsecond')).toEqual([[{ text: 'first' }], [{ text: 'second' }]]);
  });

  it('splits on \\r\\n as well as \\n, and keeps empty lines empty', () => {
    expect(parseAnsiLines('a\r\n\r\nb')).toEqual([[{ text: 'a' }], [], [{ text: 'b' }]]);
  });

  it('colours the text after a foreground code and resets with 0', () => {
    expect(parseAnsiLines(`ok ${ESC}[31mfailed${ESC}[0m done`)).toEqual([
      [{ text: 'ok ' }, { text: 'failed', fg: 'red' }, { text: ' done' }],
    ]);
  });

  it('treats an empty SGR (ESC[m) as a reset', () => {
    expect(parseAnsiLines(`${ESC}[1;32mgreen${ESC}[m plain`)).toEqual([[{ text: 'green', fg: 'green', bold: true }, { text: ' plain' }]]);
  });

  it('reads every colour of 30-37, and 90-97 with bright black as grey', () => {
    const names = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'];
    names.forEach((name, i) => {
      expect(parseAnsiLines(`${ESC}[${30 + i}mx`)[0][0].fg).toBe(name);
    });
    expect(parseAnsiLines(`${ESC}[90mx`)[0][0].fg).toBe('grey');
    expect(parseAnsiLines(`${ESC}[91mx`)[0][0].fg).toBe('red');
    expect(parseAnsiLines(`${ESC}[97mx`)[0][0].fg).toBe('white');
  });

  it('combines bold and colour in one sequence (1;34)', () => {
    expect(parseAnsiLines(`${ESC}[1;34m[INFO]${ESC}[0m Building`)).toEqual([
      [{ text: '[INFO]', fg: 'blue', bold: true }, { text: ' Building' }],
    ]);
  });

  it('39 restores the default colour and keeps bold; 22 ends bold', () => {
    expect(parseAnsiLines(`${ESC}[1;33mwarn${ESC}[39m bold${ESC}[22m normal`)).toEqual([
      [{ text: 'warn', fg: 'yellow', bold: true }, { text: ' bold', bold: true }, { text: ' normal' }],
    ]);
  });

  it('carries the style over a line end, as a terminal does', () => {
    expect(parseAnsiLines(`${ESC}[32mone\ntwo${ESC}[0m\nthree`)).toEqual([
      [{ text: 'one', fg: 'green' }],
      [{ text: 'two', fg: 'green' }],
      [{ text: 'three' }],
    ]);
  });

  it('drops other CSI sequences (cursor moves, erase) without changing the style', () => {
    expect(parseAnsiLines(`${ESC}[2K${ESC}[1Gdownloading ${ESC}[31m${ESC}[?25lred`)).toEqual([
      [{ text: 'downloading ' }, { text: 'red', fg: 'red' }],
    ]);
  });

  it('ignores background, 256-colour and true-colour codes, keeping what follows', () => {
    expect(parseAnsiLines(`${ESC}[41mbg${ESC}[38;5;196m256${ESC}[38;2;255;0;0;1mtrue`)).toEqual([
      [{ text: 'bg256' }, { text: 'true', bold: true }],
    ]);
  });

  it('drops OSC sequences (titles, hyperlinks) and lone carriage returns', () => {
    expect(parseAnsiLines(`${ESC}]0;title\u0007a${ESC}]8;;http://x${ESC}\\link\r`)).toEqual([[{ text: 'alink' }]]);
  });
});

describe('stripAnsi', () => {
  it('removes every escape sequence and keeps the text and the line ends', () => {
    expect(stripAnsi(`${ESC}[1;34m[INFO]${ESC}[0m Build\n${ESC}[31mFAIL${ESC}[39m${ESC}[2K`)).toBe('[INFO] Build\nFAIL');
  });

  it('ends an unterminated OSC sequence at the line end, as parsing line by line does', () => {
    expect(stripAnsi(`a${ESC}]0;title\nnext line`)).toBe('a\nnext line');
  });

  it('leaves plain text alone', () => {
    expect(stripAnsi('no codes [here]')).toBe('no codes [here]');
  });
});

describe('lineText', () => {
  it('joins a line’s segments into its plain text', () => {
    expect(lineText(parseAnsiLines(`a${ESC}[31mb${ESC}[0mc`)[0])).toBe('abc');
  });
});

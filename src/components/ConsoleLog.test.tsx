import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as ansi from '../domain/ansi';
import { buildTexts } from '../texts/apps';
import { LogMatches } from './consoleLog/logText';
import { ConsoleLog, LOG_BACKGROUND, LOG_COLOURS, LOG_FOREGROUND, LOG_ROW_HEIGHT } from './ConsoleLog';
import { installLogLayout, lineElement, LOG_TEST_HEIGHT, logOf, renderedLines, renderLog, scrollLogTo, setRowHeight } from '../testing/consoleLogHarness';

// The search box, the switches and the texts count their renders (otherwise they are MUI's own).
const mockRenders: Record<string, number> = {};
jest.mock('@mui/material', () => {
  const actual = jest.requireActual('@mui/material');
  const { createElement, forwardRef } = jest.requireActual('react');
  const counted = (name: string) =>
    forwardRef(function Counted(props: object, ref: unknown) {
      mockRenders[name] = (mockRenders[name] ?? 0) + 1;
      return createElement(actual[name], { ...props, ref });
    });
  return { ...actual, TextField: counted('TextField'), Switch: counted('Switch'), Typography: counted('Typography') };
});

const ESC = '\u001b';

const HEIGHT = LOG_TEST_HEIGHT;
installLogLayout();

describe('ConsoleLog windowing', () => {
  const big = logOf(20_000);

  it('renders only a window of a 20 000-line log, over a spacer of the full height', async () => {
    const { container } = await renderLog(<ConsoleLog text={big} title="Build #7 log" height={HEIGHT} />);
    const lines = renderedLines(container);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(100);
    expect(lines[0]).toBe(1);
    expect(lineElement(container, 20_000)).toBeNull();
    expect(screen.getByTestId('log-spacer')).toHaveStyle({ height: `${20_000 * LOG_ROW_HEIGHT}px` });
    expect(screen.getByText('20,000 lines')).toBeInTheDocument();
  });

  it('places each line absolutely at its row and numbers it', async () => {
    const { container } = await renderLog(<ConsoleLog text={big} title="Build #7 log" height={HEIGHT} />);
    const third = lineElement(container, 3)!;
    expect(third).toHaveStyle({ position: 'absolute', top: `${2 * LOG_ROW_HEIGHT}px` });
    expect(third).toHaveTextContent('3step 3 done');
    // Its look comes from the static rules: its place is its only inline style.
    expect(third.getAttribute('style')).toBe(`top: ${2 * LOG_ROW_HEIGHT}px;`);
  });

  it('renders the lines of the scrolled-to place, and no longer the first ones', async () => {
    const { container } = await renderLog(<ConsoleLog text={big} title="Build #7 log" height={HEIGHT} />);
    scrollLogTo(10_000 * LOG_ROW_HEIGHT);
    const lines = renderedLines(container);
    expect(lines).toContain(10_001);
    expect(lines).toContain(10_010);
    expect(lines).not.toContain(1);
    expect(lines.length).toBeLessThan(100);
  });

  it('parses only the lines it shows, each once: not again on searching or toggling colours', async () => {
    const parse = jest.spyOn(ansi, 'parseAnsiLine');
    const { container } = await renderLog(<ConsoleLog text={big} title="Build #7 log" height={HEIGHT} />);
    const shown = renderedLines(container).length;
    expect(parse).toHaveBeenCalledTimes(shown);
    await userEvent.type(screen.getByLabelText('Search the log'), 'step 1');
    await userEvent.click(screen.getByRole('switch', { name: 'Show colours' }));
    expect(parse).toHaveBeenCalledTimes(shown);
    scrollLogTo(5_000 * LOG_ROW_HEIGHT);
    scrollLogTo(0);
    expect(renderedLines(container)).toContain(1);
    const parsed = parse.mock.calls.map(([line]) => line);
    expect(parsed).toContain('step 5001 done');
    expect(new Set(parsed).size).toBe(parsed.length);
    expect(parsed.length).toBeLessThan(3 * shown);
    parse.mockRestore();
  });

  it('is a keyboard-focusable log region named by its title', async () => {
    await renderLog(<ConsoleLog text="one" title="Build #7 log" height={HEIGHT} />);
    const log = screen.getByRole('log', { name: 'Build #7 log' });
    expect(log).toHaveAttribute('tabindex', '0');
    log.focus();
    expect(log).toHaveFocus();
  });

  it('says so when the log is empty', async () => {
    await renderLog(<ConsoleLog text="" title="Build #7 log" height={HEIGHT} />);
    expect(screen.getByRole('log')).toHaveTextContent('The log is empty.');
  });
});

describe('ConsoleLog search', () => {
  // ERROR on lines 5, 12 000 (twice) and 19 999, in any case.
  const text = logOf(20_000, (n) =>
    n === 5 ? 'ERROR: first' : n === 12_000 ? `${ESC}[31merror${ESC}[0m and Error again` : n === 19_999 ? 'last error' : `line ${n}`,
  );

  it("highlights the matches and counts them as 'n of m'", async () => {
    const { container } = await renderLog(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    await userEvent.type(screen.getByLabelText('Search the log'), 'error');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4');
    const marks = within(lineElement(container, 5)!).getAllByText('ERROR', { selector: 'mark' });
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveAttribute('data-current', 'true');
  });

  it('next and previous move through the matches, wrapping, and scroll to them', async () => {
    const { container } = await renderLog(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    await userEvent.type(screen.getByLabelText('Search the log'), 'error');
    expect(lineElement(container, 12_000)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 of 4');
    const line = lineElement(container, 12_000)!;
    expect(line).not.toBeNull();
    expect(screen.getByRole('log').scrollTop).toBeGreaterThan(11_900 * LOG_ROW_HEIGHT);
    const marks = line.querySelectorAll('mark');
    expect([...marks].map((mark) => [mark.textContent, mark.hasAttribute('data-current')])).toEqual([
      ['error', true],
      ['Error', false],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 of 4');
    expect([...lineElement(container, 12_000)!.querySelectorAll('mark')].map((mark) => mark.hasAttribute('data-current'))).toEqual([false, true]);

    await userEvent.click(screen.getByRole('button', { name: 'Previous match' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous match' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(screen.getByRole('status')).toHaveTextContent('4 of 4');
    expect(lineElement(container, 19_999)).not.toBeNull();
  });

  it('moving to the next match renders neither the search box, the switches nor any MUI text again, and formats no line count', async () => {
    await renderLog(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    await userEvent.type(screen.getByLabelText('Search the log'), 'error');
    expect(mockRenders.TextField).toBeGreaterThan(0);
    for (const name of Object.keys(mockRenders)) delete mockRenders[name];
    const lineCount = jest.spyOn(buildTexts.log, 'lineCount');
    await userEvent.click(screen.getByRole('button', { name: 'Next match' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 of 4');
    expect(mockRenders.TextField).toBeUndefined();
    expect(mockRenders.Switch).toBeUndefined();
    expect(mockRenders.Typography).toBeUndefined();
    expect(lineCount).not.toHaveBeenCalled();
    lineCount.mockRestore();
  });

  it('a step to a hit in view re-renders only the two lines whose mark changes, and reads no scroll position from the page', async () => {
    const { container } = await renderLog(<ConsoleLog text={logOf(100, (n) => (n === 2 || n === 4 ? `error ${n}` : `line ${n}`))} title="Log" height={HEIGHT} />);
    await userEvent.type(screen.getByLabelText('Search the log'), 'error');
    const log = screen.getByRole('log');
    let scrollTopReads = 0;
    let scrollTop = log.scrollTop;
    Object.defineProperty(log, 'scrollTop', {
      configurable: true,
      get: () => {
        scrollTopReads += 1;
        return scrollTop;
      },
      set: (value: number) => (scrollTop = value),
    });
    const marked = jest.spyOn(LogMatches.prototype, 'marksOn');
    await userEvent.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 of 2');
    expect(lineElement(container, 4)!.querySelector('mark[data-current]')).toHaveTextContent('error');
    expect(lineElement(container, 2)!.querySelector('mark[data-current]')).toBeNull();
    expect(marked.mock.calls.map(([line]) => line + 1).sort()).toEqual([2, 4]);
    expect(scrollTopReads).toBe(0);
    marked.mockRestore();
    delete (log as unknown as Record<string, unknown>).scrollTop;
  });

  it('the match buttons have no ripple and show the keyboard focus as an outline', async () => {
    await renderLog(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    await userEvent.type(screen.getByLabelText('Search the log'), 'error');
    const previous = screen.getByRole('button', { name: 'Previous match' });
    const next = screen.getByRole('button', { name: 'Next match' });
    await userEvent.click(next);
    expect(next.querySelector('.MuiTouchRipple-root')).toBeNull();
    await userEvent.tab({ shift: true });
    expect(previous).toHaveFocus();
    expect(previous).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '2px' });
  });

  it('renders nothing again when the page around it re-renders with the same log', async () => {
    const { rerender } = await renderLog(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    expect(mockRenders.Typography).toBeGreaterThan(0);
    for (const name of Object.keys(mockRenders)) delete mockRenders[name];
    await rerender(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    expect(mockRenders).toEqual({});
  });

  it('Enter in the search box goes to the next match, Shift+Enter to the previous', async () => {
    await renderLog(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    const box = screen.getByLabelText('Search the log');
    await userEvent.type(box, 'error{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2 of 4');
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4');
  });

  it('says when nothing matches and disables previous and next', async () => {
    const { container } = await renderLog(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    await userEvent.type(screen.getByLabelText('Search the log'), 'nowhere');
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
    expect(screen.getByRole('button', { name: 'Next match' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous match' })).toBeDisabled();
    expect(container.querySelector('mark')).toBeNull();
  });
});

describe('ConsoleLog colours', () => {
  const text = `${ESC}[1;34m[INFO]${ESC}[0m Building\n${ESC}[31mFAILED${ESC}[39m tests\n${ESC}[2Kplain`;

  it('shows ANSI colours as styled spans, never the escape codes', async () => {
    const { container } = await renderLog(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    const blue = container.querySelector('[data-fg="blue"]') as HTMLElement;
    expect(blue).toHaveTextContent('[INFO]');
    expect(blue).toHaveStyle({ fontWeight: '700' });
    expect(container.querySelector('[data-fg="red"]')).toHaveTextContent('FAILED');
    expect(screen.getByRole('log').textContent).not.toContain(ESC);
  });

  it("'Show colours' off strips the colours and keeps the text", async () => {
    const { container } = await renderLog(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    const toggle = screen.getByRole('switch', { name: 'Show colours' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(container.querySelector('[data-fg]')).toBeNull();
    expect(lineElement(container, 1)).toHaveTextContent('[INFO] Building');
    expect(lineElement(container, 2)).toHaveTextContent('FAILED tests');
    expect(screen.getByRole('log').textContent).not.toContain(ESC);
  });

  /** WCAG relative luminance and contrast ratio. */
  function luminance(hex: string): number {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }
  function contrast(a: string, b: string): number {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  }

  it('every colour has at least 4.5:1 contrast on the log background', () => {
    for (const colour of [LOG_FOREGROUND, ...Object.values(LOG_COLOURS)]) {
      expect(contrast(colour, LOG_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    }
  });
});


describe('ConsoleLog long lines', () => {
  const text = logOf(1_000, (n) => (n === 2 ? `long ${'x'.repeat(500)}` : `line ${n}`));
  const textOf = (container: HTMLElement, n: number) => lineElement(container, n)!.lastElementChild;

  it("keeps long lines on one row (scrolled sideways) until 'Wrap lines' is on, then wraps and measures each row", async () => {
    // What a browser measures for line 2 once it wraps: three rows.
    setRowHeight((line) => (line === 2 ? 3 * LOG_ROW_HEIGHT : LOG_ROW_HEIGHT));
    const { container } = await renderLog(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    const toggle = screen.getByRole('switch', { name: 'Wrap lines' });
    expect(toggle).not.toBeChecked();
    expect(textOf(container, 2)).toHaveStyle({ whiteSpace: 'pre' });
    expect(lineElement(container, 3)).toHaveStyle({ top: `${2 * LOG_ROW_HEIGHT}px` });

    await userEvent.click(toggle);
    expect(textOf(container, 2)).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(lineElement(container, 3)).toHaveStyle({ top: `${4 * LOG_ROW_HEIGHT}px` });
    expect(screen.getByTestId('log-spacer')).toHaveStyle({ height: `${1_002 * LOG_ROW_HEIGHT}px` });

    await userEvent.click(toggle);
    expect(textOf(container, 2)).toHaveStyle({ whiteSpace: 'pre' });
    expect(lineElement(container, 3)).toHaveStyle({ top: `${2 * LOG_ROW_HEIGHT}px` });
  });

  it('reveals a search hit below wrapped lines in the middle of the view', async () => {
    setRowHeight(() => 2 * LOG_ROW_HEIGHT);
    const { container } = await renderLog(<ConsoleLog text={logOf(1_000, (n) => (n === 900 ? 'the needle' : `line ${n}`))} title="Log" height={HEIGHT} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Wrap lines' }));
    await userEvent.type(screen.getByLabelText('Search the log'), 'needle');
    const line = lineElement(container, 900)!;
    expect(line.querySelector('mark[data-current]')).toHaveTextContent('needle');
    const top = parseFloat(line.style.top);
    const log = screen.getByRole('log');
    expect(top).toBeGreaterThan(log.scrollTop);
    expect(top + 2 * LOG_ROW_HEIGHT).toBeLessThan(log.scrollTop + HEIGHT);
  });
});

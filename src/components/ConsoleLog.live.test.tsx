/**
 * The console log of a running build: following its end as it grows (one render per poll, rows
 * kept, one scroll per frame) and at 100,000 lines. The layout jsdom lacks: src/testing/consoleLogHarness.tsx.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as ansi from '../domain/ansi';
import type { LogView } from './consoleLog/logView';
import { ConsoleLog, LOG_ROW_HEIGHT } from './ConsoleLog';
import { installLogLayout, lineElement, LOG_TEST_HEIGHT, logOf, nextFrame, renderedLines, renderLog, scrollLogTo } from '../testing/consoleLogHarness';

const ESC = '\u001b';
const HEIGHT = LOG_TEST_HEIGHT;
installLogLayout();

describe('ConsoleLog live', () => {
  it('follows new lines while at the bottom, stops when the reader scrolls up, and resumes on request', async () => {
    const { container, rerender } = await renderLog(<ConsoleLog text={logOf(100)} title="Log" height={HEIGHT} live />);
    const log = screen.getByRole('log');
    expect(renderedLines(container)).toContain(100);
    expect(log).toHaveAttribute('aria-live', 'polite');
    // The box scrolls to the end in the next frame.
    await nextFrame();

    await rerender(<ConsoleLog text={logOf(200)} title="Log" height={HEIGHT} live />);
    expect(renderedLines(container)).toContain(200);
    await nextFrame();
    // At the bottom: the last line's bottom at the box's.
    expect(log.scrollTop).toBe(200 * LOG_ROW_HEIGHT - HEIGHT);

    scrollLogTo(0);
    expect(renderedLines(container)).toContain(1);
    expect(log).toHaveAttribute('aria-live', 'off');
    await rerender(<ConsoleLog text={logOf(300)} title="Log" height={HEIGHT} live />);
    expect(renderedLines(container)).toContain(1);
    expect(renderedLines(container)).not.toContain(300);

    // Back at the bottom by scrolling: following again.
    scrollLogTo(300 * LOG_ROW_HEIGHT - HEIGHT);
    await rerender(<ConsoleLog text={logOf(400)} title="Log" height={HEIGHT} live />);
    expect(renderedLines(container)).toContain(400);

    scrollLogTo(0);
    await userEvent.click(screen.getByRole('button', { name: 'Follow new lines' }));
    expect(renderedLines(container)).toContain(400);
    expect(screen.queryByRole('button', { name: 'Follow new lines' })).not.toBeInTheDocument();
  });

  /** A log kept elsewhere, as a build's (its lines are 'line n'): which lines the log renders, and which it asks for. */
  function keptLog(count: number, shown: number[] = [], wanted: number[][] = []): LogView {
    return { count, empty: false, line: (index) => (shown.push(index), [{ text: `line ${index + 1}` }]), rawLength: () => 8, search: () => null, want: (from, to) => void wanted.push([from, to]) };
  }

  it('renders a followed log that grew at its new end in the render that shows it: no row of the old place is rendered or asked for again', async () => {
    const { container, rerender } = await renderLog(<ConsoleLog view={keptLog(5_000)} title="Log" height={HEIGHT} live />);
    await nextFrame();
    expect(renderedLines(container)).toContain(5_000);
    const shown: number[] = [];
    const wanted: number[][] = [];
    await rerender(<ConsoleLog view={keptLog(8_000, shown, wanted)} title="Log" height={HEIGHT} live />);
    expect(renderedLines(container)).toContain(8_000);
    expect(shown.length).toBeGreaterThan(0);
    expect(Math.min(...shown)).toBeGreaterThanOrEqual(5_000);
    expect(Math.min(...wanted.flat())).toBeGreaterThanOrEqual(5_000);
  });

  it('keeps its rows as a poll moves the followed end by thousands of lines: their lines change, no row is mounted anew', async () => {
    const { container, rerender } = await renderLog(<ConsoleLog view={keptLog(5_000)} title="Log" height={HEIGHT} live />);
    await nextFrame();
    const before = new Set(container.querySelectorAll('[data-line]'));
    await rerender(<ConsoleLog view={keptLog(8_000)} title="Log" height={HEIGHT} live />);
    await nextFrame();
    const after = [...container.querySelectorAll('[data-line]')];
    expect(after.map((row) => Number(row.getAttribute('data-line')))).toContain(8_000);
    expect(lineElement(container, 8_000)).toHaveTextContent('8000line 8000');
    expect(after.filter((row) => !before.has(row))).toEqual([]);
  });

  it('scrolls a followed log to its new end once, in the next frame, reading no layout in the renders that show it grow', async () => {
    const { rerender } = await renderLog(<ConsoleLog view={keptLog(5_000)} title="Log" height={HEIGHT} live />);
    await nextFrame();
    const log = screen.getByRole('log');
    let heightReads = 0;
    let scrolls = 0;
    const spacer = screen.getByTestId('log-spacer');
    const scrollBox = log.scrollTo.bind(log);
    Object.defineProperties(log, {
      scrollHeight: {
        configurable: true,
        get: () => {
          heightReads += 1;
          return parseFloat(spacer.style.height);
        },
      },
      scrollTo: {
        configurable: true,
        value: (options: ScrollToOptions) => {
          scrolls += 1;
          scrollBox(options);
        },
      },
    });
    // Frames come when the test says (a slow machine could otherwise draw one between the two polls).
    const frames: FrameRequestCallback[] = [];
    const held = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    await rerender(<ConsoleLog view={keptLog(6_000)} title="Log" height={HEIGHT} live />);
    await rerender(<ConsoleLog view={keptLog(7_000)} title="Log" height={HEIGHT} live />);
    expect(heightReads).toBe(0);
    expect(scrolls).toBe(0);
    held.mockRestore();
    await act(async () => frames.splice(0).forEach((callback) => callback(performance.now())));
    expect(scrolls).toBe(1);
    expect(log.scrollTop).toBe(7_000 * LOG_ROW_HEIGHT - HEIGHT);
    delete (log as unknown as Record<string, unknown>).scrollHeight;
    delete (log as unknown as Record<string, unknown>).scrollTo;
  });

  it('renders fewer lines above the view while following (none are below), the full overscan once the reader scrolls away', async () => {
    const { container } = await renderLog(<ConsoleLog view={keptLog(5_000)} title="Log" height={HEIGHT} live />);
    await nextFrame();
    const visible = HEIGHT / LOG_ROW_HEIGHT;
    expect(renderedLines(container).length).toBeLessThanOrEqual(visible + 9);
    scrollLogTo(2_000 * LOG_ROW_HEIGHT);
    expect(renderedLines(container).length).toBeGreaterThanOrEqual(visible + 40);
  });

  it('does not follow when not live', async () => {
    const { container, rerender } = await renderLog(<ConsoleLog text={logOf(100)} title="Log" height={HEIGHT} />);
    expect(renderedLines(container)).not.toContain(100);
    await rerender(<ConsoleLog text={logOf(200)} title="Log" height={HEIGHT} />);
    expect(renderedLines(container)).toContain(1);
    expect(screen.queryByRole('button', { name: 'Follow new lines' })).not.toBeInTheDocument();
  });
});

describe('ConsoleLog at 100,000 lines', () => {
  const LINES = 100_000;
  /** Maven-like lines in colour; ERROR on lines 25,000, 50,000, 75,000 and 100,000. */
  const lineAt = (n: number) => (n % 25_000 === 0 ? `${ESC}[1;31mERROR${ESC}[m at ${n}` : `[${ESC}[1;34mINFO${ESC}[m] Downloaded artifact-${n}.jar`);
  const MOST_ROWS = 100;

  it('renders a bounded window of rows, and search moves the current hit to a line far down', async () => {
    const { container } = await renderLog(<ConsoleLog text={logOf(LINES, lineAt)} title="Log" height={HEIGHT} />);
    expect(screen.getByText('100,000 lines')).toBeInTheDocument();
    expect(renderedLines(container).length).toBeLessThanOrEqual(MOST_ROWS);

    await userEvent.type(screen.getByLabelText('Search the log'), 'error');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4');
    expect(lineElement(container, 25_000)!.querySelector('mark[data-current]')).toHaveTextContent('ERROR');

    await userEvent.click(screen.getByRole('button', { name: 'Next match' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 of 4');
    expect(lineElement(container, 75_000)!.querySelector('mark[data-current]')).toHaveTextContent('ERROR');
    expect(lineElement(container, 25_000)).toBeNull();
    expect(container.querySelectorAll('mark[data-current]')).toHaveLength(1);
    expect(renderedLines(container).length).toBeLessThanOrEqual(MOST_ROWS);
  });

  it('follows the tail while 1,000 lines at a time arrive, the rows staying bounded and the new last line shown', async () => {
    let text = logOf(LINES, lineAt);
    const { container, rerender } = await renderLog(<ConsoleLog text={text} title="Log" height={HEIGHT} live />);
    expect(renderedLines(container)).toContain(LINES);
    for (let batch = 1; batch <= 3; batch += 1) {
      const first = LINES + (batch - 1) * 1_000 + 1;
      text += `\n${Array.from({ length: 1_000 }, (_, i) => lineAt(first + i)).join('\n')}`;
      await rerender(<ConsoleLog text={text} title="Log" height={HEIGHT} live />);
      const last = LINES + batch * 1_000;
      expect(renderedLines(container)).toContain(last);
      expect(lineElement(container, last)).toHaveTextContent(`Downloaded artifact-${last}.jar`);
      expect(renderedLines(container).length).toBeLessThanOrEqual(MOST_ROWS);
      expect(screen.getByText(`${last.toLocaleString('en-GB')} lines`)).toBeInTheDocument();
    }
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'polite');
  });

  it('reads nothing from the page per line as lines arrive (the unwrapped rows are one line high)', async () => {
    let widthReads = 0;
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get: () => {
        widthReads += 1;
        return 800;
      },
    });
    try {
      const text = logOf(LINES, lineAt);
      const { rerender } = await renderLog(<ConsoleLog text={text} title="Log" height={HEIGHT} live />);
      widthReads = 0;
      const more = `${text}\n${Array.from({ length: 1_000 }, (_, i) => lineAt(LINES + i + 1)).join('\n')}`;
      await rerender(<ConsoleLog text={more} title="Log" height={HEIGHT} live />);
      expect(screen.getByText('101,000 lines')).toBeInTheDocument();
      expect(widthReads).toBeLessThan(10);
    } finally {
      delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
    }
  });

  it('builds its search text while idle once the lines show: the first query reads only the last line again', async () => {
    const text = logOf(LINES, lineAt);
    const strip = jest.spyOn(ansi, 'stripAnsi');
    const stripped = () => strip.mock.calls.reduce((sum, [part]) => sum + part.length, 0);
    await renderLog(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    await waitFor(() => expect(stripped()).toBeGreaterThanOrEqual(text.length - lineAt(LINES).length), { timeout: 10_000 });
    strip.mockClear();
    await userEvent.type(screen.getByLabelText('Search the log'), 'error');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4');
    expect(Math.max(...strip.mock.calls.map(([part]) => part.length))).toBeLessThanOrEqual(lineAt(LINES).length);
    strip.mockRestore();
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as ansi from '../domain/ansi';
import { ConsoleLog, LOG_BACKGROUND, LOG_COLOURS, LOG_FOREGROUND, LOG_ROW_HEIGHT } from './ConsoleLog';

const ESC = '\u001b';
/** jsdom has no layout: the log's height comes from the prop (200 px = 10 lines). */
const HEIGHT = 200;

function logOf(count: number, lineAt: (n: number) => string = (n) => `step ${n} done`): string {
  return Array.from({ length: count }, (_, i) => lineAt(i + 1)).join('\n');
}

function renderedLines(container: HTMLElement): number[] {
  return [...container.querySelectorAll('[data-line]')].map((line) => Number(line.getAttribute('data-line')));
}

function lineElement(container: HTMLElement, n: number): HTMLElement | null {
  return container.querySelector(`[data-line="${n}"]`);
}

function scrollLogTo(scrollTop: number) {
  fireEvent.scroll(screen.getByRole('log'), { target: { scrollTop } });
}

describe('ConsoleLog windowing', () => {
  const big = logOf(20_000);

  it('renders only a window of a 20 000-line log, over a spacer of the full height', () => {
    const { container } = render(<ConsoleLog text={big} title="Build #7 log" height={HEIGHT} />);
    const lines = renderedLines(container);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(100);
    expect(lines[0]).toBe(1);
    expect(lineElement(container, 20_000)).toBeNull();
    expect(screen.getByTestId('log-spacer')).toHaveStyle({ height: `${20_000 * LOG_ROW_HEIGHT}px` });
    expect(screen.getByText('20,000 lines')).toBeInTheDocument();
  });

  it('places each line absolutely at its row and numbers it', () => {
    const { container } = render(<ConsoleLog text={big} title="Build #7 log" height={HEIGHT} />);
    const third = lineElement(container, 3)!;
    expect(third).toHaveStyle({ position: 'absolute', top: `${2 * LOG_ROW_HEIGHT}px` });
    expect(third).toHaveTextContent('3step 3 done');
  });

  it('renders the lines of the scrolled-to place, and no longer the first ones', () => {
    const { container } = render(<ConsoleLog text={big} title="Build #7 log" height={HEIGHT} />);
    scrollLogTo(10_000 * LOG_ROW_HEIGHT);
    const lines = renderedLines(container);
    expect(lines).toContain(10_001);
    expect(lines).toContain(10_010);
    expect(lines).not.toContain(1);
    expect(lines.length).toBeLessThan(100);
  });

  it('parses the text once, not on scrolling, searching or toggling colours', async () => {
    const parse = jest.spyOn(ansi, 'parseAnsiLines');
    render(<ConsoleLog text={big} title="Build #7 log" height={HEIGHT} />);
    expect(parse).toHaveBeenCalledTimes(1);
    scrollLogTo(5_000 * LOG_ROW_HEIGHT);
    await userEvent.type(screen.getByLabelText('Search the log'), 'step 19');
    await userEvent.click(screen.getByRole('switch', { name: 'Show colours' }));
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('is a keyboard-focusable log region named by its title', async () => {
    render(<ConsoleLog text="one" title="Build #7 log" height={HEIGHT} />);
    const log = screen.getByRole('log', { name: 'Build #7 log' });
    expect(log).toHaveAttribute('tabindex', '0');
    log.focus();
    expect(log).toHaveFocus();
  });

  it('says so when the log is empty', () => {
    render(<ConsoleLog text="" title="Build #7 log" height={HEIGHT} />);
    expect(screen.getByRole('log')).toHaveTextContent('The log is empty.');
  });
});

describe('ConsoleLog search', () => {
  // ERROR on lines 5, 12 000 (twice) and 19 999, in any case.
  const text = logOf(20_000, (n) =>
    n === 5 ? 'ERROR: first' : n === 12_000 ? `${ESC}[31merror${ESC}[0m and Error again` : n === 19_999 ? 'last error' : `line ${n}`,
  );

  it("highlights the matches and counts them as 'n of m'", async () => {
    const { container } = render(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    await userEvent.type(screen.getByLabelText('Search the log'), 'error');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4');
    const marks = within(lineElement(container, 5)!).getAllByText('ERROR', { selector: 'mark' });
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveAttribute('data-current', 'true');
  });

  it('next and previous move through the matches, wrapping, and scroll to them', async () => {
    const { container } = render(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
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

  it('Enter in the search box goes to the next match, Shift+Enter to the previous', async () => {
    render(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    const box = screen.getByLabelText('Search the log');
    await userEvent.type(box, 'error{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2 of 4');
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4');
  });

  it('says when nothing matches and disables previous and next', async () => {
    const { container } = render(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    await userEvent.type(screen.getByLabelText('Search the log'), 'nowhere');
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
    expect(screen.getByRole('button', { name: 'Next match' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous match' })).toBeDisabled();
    expect(container.querySelector('mark')).toBeNull();
  });
});

describe('ConsoleLog colours', () => {
  const text = `${ESC}[1;34m[INFO]${ESC}[0m Building\n${ESC}[31mFAILED${ESC}[39m tests\n${ESC}[2Kplain`;

  it('shows ANSI colours as styled spans, never the escape codes', () => {
    const { container } = render(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
    const blue = container.querySelector('[data-fg="blue"]') as HTMLElement;
    expect(blue).toHaveTextContent('[INFO]');
    expect(blue).toHaveStyle({ fontWeight: '700' });
    expect(container.querySelector('[data-fg="red"]')).toHaveTextContent('FAILED');
    expect(screen.getByRole('log').textContent).not.toContain(ESC);
  });

  it("'Show colours' off strips the colours and keeps the text", async () => {
    const { container } = render(<ConsoleLog text={text} title="Log" height={HEIGHT} />);
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

describe('ConsoleLog live', () => {
  it('follows new lines while at the bottom, stops when the reader scrolls up, and resumes on request', async () => {
    const { container, rerender } = render(<ConsoleLog text={logOf(100)} title="Log" height={HEIGHT} live />);
    const log = screen.getByRole('log');
    expect(renderedLines(container)).toContain(100);
    expect(log).toHaveAttribute('aria-live', 'polite');

    rerender(<ConsoleLog text={logOf(200)} title="Log" height={HEIGHT} live />);
    expect(renderedLines(container)).toContain(200);
    expect(log.scrollTop).toBe(200 * LOG_ROW_HEIGHT);

    scrollLogTo(0);
    expect(renderedLines(container)).toContain(1);
    expect(log).toHaveAttribute('aria-live', 'off');
    rerender(<ConsoleLog text={logOf(300)} title="Log" height={HEIGHT} live />);
    expect(renderedLines(container)).toContain(1);
    expect(renderedLines(container)).not.toContain(300);

    // Back at the bottom by scrolling: following again.
    scrollLogTo(300 * LOG_ROW_HEIGHT - HEIGHT);
    rerender(<ConsoleLog text={logOf(400)} title="Log" height={HEIGHT} live />);
    expect(renderedLines(container)).toContain(400);

    scrollLogTo(0);
    await userEvent.click(screen.getByRole('button', { name: 'Follow new lines' }));
    expect(renderedLines(container)).toContain(400);
    expect(screen.queryByRole('button', { name: 'Follow new lines' })).not.toBeInTheDocument();
  });

  it('does not follow when not live', () => {
    const { container, rerender } = render(<ConsoleLog text={logOf(100)} title="Log" height={HEIGHT} />);
    expect(renderedLines(container)).not.toContain(100);
    rerender(<ConsoleLog text={logOf(200)} title="Log" height={HEIGHT} />);
    expect(renderedLines(container)).toContain(1);
    expect(screen.queryByRole('button', { name: 'Follow new lines' })).not.toBeInTheDocument();
  });
});

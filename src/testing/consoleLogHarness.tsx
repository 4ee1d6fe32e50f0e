/**
 * The console log's tests (src/components/ConsoleLog*.test.tsx): jsdom lays nothing out, so the
 * log box shows LOG_TEST_HEIGHT px (clientHeight), its content is as tall as its spacer says
 * (scrollHeight), a row is as high as the test says (offsetHeight, one line unless told:
 * setRowHeight), and scrolling the box (scrollTo, as the virtualiser does) moves it at once and
 * reports the move a moment later (a microtask), as a browser reports it in its next frame.
 */
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, type RenderResult } from '@testing-library/react';
import { LOG_ROW_HEIGHT } from '../components/ConsoleLog';

/** The log's height in the tests (its prop): 200 px = 10 lines. */
export const LOG_TEST_HEIGHT = 200;

let rowHeight: (line: number) => number = () => LOG_ROW_HEIGHT;

/** How high each line's row is laid out (until the test ends). */
export function setRowHeight(height: (line: number) => number): void {
  rowHeight = height;
}

/** Installs the layout above for the test file that calls it (at its top level). */
export function installLogLayout(): void {
  beforeAll(() => {
    Object.defineProperties(HTMLElement.prototype, {
      clientHeight: { configurable: true, get: function (this: HTMLElement) { return this.getAttribute('role') === 'log' ? LOG_TEST_HEIGHT : 0; } },
      scrollHeight: { configurable: true, get: function (this: HTMLElement) { return parseFloat((this.firstElementChild as HTMLElement | null)?.style.height ?? '') || 0; } },
      offsetHeight: { configurable: true, get: function (this: HTMLElement) { return this.dataset.line ? rowHeight(Number(this.dataset.line)) : 0; } },
      scrollTo: {
        configurable: true,
        value: function (this: HTMLElement, options: ScrollToOptions) {
          // As in a browser, only a move is reported.
          if (options.top === undefined || options.top === this.scrollTop) return;
          this.scrollTop = options.top;
          queueMicrotask(() => this.dispatchEvent(new Event('scroll')));
        },
      },
    });
  });
  afterAll(() => {
    for (const name of ['clientHeight', 'scrollHeight', 'offsetHeight', 'scrollTo']) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
  afterEach(() => {
    rowHeight = () => LOG_ROW_HEIGHT;
  });
}

export function logOf(count: number, lineAt: (n: number) => string = (n) => `step ${n} done`): string {
  return Array.from({ length: count }, (_, i) => lineAt(i + 1)).join('\n');
}

/** Renders the log, letting the scrolls it asks for as it renders take effect; its rerender does the same. */
export async function renderLog(ui: ReactElement) {
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(ui);
  });
  const { container, rerender } = view!;
  return { container, rerender: (next: ReactElement) => act(async () => rerender(next)) };
}

export function renderedLines(container: HTMLElement): number[] {
  return [...container.querySelectorAll('[data-line]')].map((line) => Number(line.getAttribute('data-line')));
}

export function lineElement(container: HTMLElement, n: number): HTMLElement | null {
  return container.querySelector(`[data-line="${n}"]`);
}

export function scrollLogTo(scrollTop: number) {
  fireEvent.scroll(screen.getByRole('log'), { target: { scrollTop } });
}

/** Lets the next frame come (the followed log scrolls to its end in it). */
export const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

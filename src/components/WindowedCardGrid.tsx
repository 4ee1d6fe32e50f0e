import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type Key, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useMediaQuery, useTheme } from '@mui/material';
import { defaultRangeExtractor, measureElement as measureRow, useWindowVirtualizer, type Range, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';

export interface WindowedCardGridProps {
  label: string;
  /** How many cards the list has. */
  count: number;
  /** The key and the card of the card at an index (0 to count - 1). */
  keyOf: (index: number) => Key;
  renderCard: (index: number) => ReactNode;
}

/** A row's height before any row is measured (a project card with its actions, roughly). */
const ESTIMATED_ROW_HEIGHT = 260;

/**
 * The rows not yet measured are estimated at the mean height of those measured so far (cards of
 * one list are much alike). With a fixed guess, every row a fast scroll brings would measure
 * tens of pixels off: the rows below it move, the page's height changes and the virtualiser
 * scrolls the window to make up for the rows above the fold, each a layout in the scroll's frame.
 */
function useRowEstimate() {
  const sizes = useRef({ byRow: new Map<number, number>(), total: 0 });
  const estimateSize = useCallback(() => {
    const { byRow, total } = sizes.current;
    return byRow.size ? total / byRow.size : ESTIMATED_ROW_HEIGHT;
  }, []);
  const measureElement = useCallback((element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>) => {
    const size = measureRow(element, entry, instance);
    const row = instance.indexFromElement(element);
    const measured = sizes.current;
    measured.total += size - (measured.byRow.get(row) ?? 0);
    measured.byRow.set(row, size);
    return size;
  }, []);
  return { estimateSize, measureElement };
}

/** Rows rendered beyond each edge of the window: Tab and Shift+Tab reach them, the browser scrolls them in. */
const OVERSCAN_ROWS = 3;

/** Cards per row, by the same breakpoints as the grid's columns (.CardGrid, src/shared/staticStyles.ts). */
function useCardColumns(): number {
  const theme = useTheme();
  const twoUp = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const threeUp = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  return threeUp ? 3 : twoUp ? 2 : 1;
}

/** Where the list starts in the page: the window's scroll offset at which its first row reaches the top. */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    // What sits above the list (filters, result counts, alerts, a narrower window) changes the
    // page's height: measured again then. Rows are placed within the list, so until then only
    // which rows are rendered may be a little off (the overscan covers it).
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

/** Rows mounted per frame while the page scrolls: a wheel step brings eight or nine rows of cards at once. */
export const ROWS_PER_FRAME = 2;

/**
 * From this height (px, the mean of the rows measured) a row is tall: a scroll mounts one a frame
 * (issue 38: two rows of three cards, My Projects' agency cards of 190-210 px or the app cards of
 * 135-160 px with their three buttons, made a frame's script, style, layout and paint one long
 * task at 4x). Every card row of the portal's lists is tall on a desktop; a list of shorter rows
 * mounts ROWS_PER_FRAME.
 */
export const TALL_ROW_PX = 120;

/** Rows a frame mounts while the page scrolls, for rows of this height. */
export const rowsPerFrame = (rowHeight: number) => (rowHeight >= TALL_ROW_PX ? 1 : ROWS_PER_FRAME);

/** How far a row is from the window (0: in it). */
function distanceFromWindow(row: VirtualItem, top: number, bottom: number): number {
  return row.end <= top ? top - row.end : row.start >= bottom ? row.start - bottom : 0;
}

/**
 * The rows of `rows` that are mounted. A scroll (and the rows ahead of the window) mounts the rows
 * it brings `perFrame` at a time (rowsPerFrame), one batch a frame, those in and nearest the window first:
 * a wheel step that brings eight or nine rows of cards costs the browser a few short frames of
 * style, layout and paint instead of one long task, and a row that passes before its turn is
 * never built; the rows behind the scroll wait until it stops. Their space is kept meanwhile (the
 * rows are placed by the virtualiser, the list as tall as all of them). A new `list` (the first
 * render, a filter, another column count: the row key function) mounts the rows in the window at
 * once, so that what the window shows never blinks out; the rows around them follow.
 */
function useMountedRows(
  virtualizer: Virtualizer<Window, Element>,
  rows: VirtualItem[],
  list: unknown,
  perFrame: number,
): { shown: VirtualItem[]; waiting: boolean } {
  const [state, setState] = useState<{ list: unknown; keys: ReadonlySet<Key> }>(() => ({ list: null, keys: new Set() }));
  // A new list (the first render, a filter, another column count) shows the rows in the window at once.
  const mounted = state.list === list ? state.keys : null;
  const top = virtualizer.scrollOffset ?? 0;
  const bottom = top + (virtualizer.scrollRect?.height ?? window.innerHeight);
  const scrolling = virtualizer.isScrolling && mounted !== null;
  // While the page scrolls, the rows it leaves behind wait until it stops: a row mounted above the
  // window is measured there and the virtualiser corrects the scroll position for it (a forced layout).
  const behind = scrolling ? virtualizer.scrollDirection : null;
  const shown = useMemo(
    () => rows.filter((row) => (mounted ? mounted.has(row.key) : distanceFromWindow(row, top, bottom) === 0)),
    [rows, mounted, top, bottom],
  );
  useEffect(() => {
    const shownKeys = new Set(shown.map((row) => row.key));
    const waiting = rows.filter(
      (row) => !shownKeys.has(row.key) && !(behind === 'forward' && row.end <= top) && !(behind === 'backward' && row.start >= bottom),
    );
    // Forgotten: the rows that left the range. Kept: what is shown (the rows a new list showed at once stay when a scroll starts).
    if (!waiting.length && mounted && shownKeys.size === mounted.size && shown.every((row) => mounted.has(row.key))) return undefined;
    const frame = requestAnimationFrame(() => {
      const next = [...waiting].sort((a, b) => distanceFromWindow(a, top, bottom) - distanceFromWindow(b, top, bottom) || a.index - b.index);
      for (const row of next.slice(0, perFrame)) shownKeys.add(row.key);
      // Committed in this frame, before its layout: a batch left pending would be committed with
      // the next synchronous render (the scroll's, the row measurements') together with the next batch.
      flushSync(() => setState({ list, keys: shownKeys }));
    });
    return () => cancelAnimationFrame(frame);
  }, [rows, shown, mounted, top, bottom, behind, list, perFrame]);
  return { shown, waiting: shown.length < rows.length };
}

const cardIndexes = (from: number, to: number) => Array.from({ length: to - from }, (_, offset) => from + offset);

interface RowCardsProps {
  /** The row's index. */
  index: number;
  columns: number;
  count: number;
  keyOf: (index: number) => Key;
  renderCard: (index: number) => ReactNode;
}

interface RowProps extends RowCardsProps {
  /** The row's top within the list (px). */
  top: number;
  measure: (element: Element | null) => void;
}

/** The cards of a row: a row that only moves (a row above it measured) renders none of them anew. */
const RowCards = memo(function RowCards({ index, columns, count, keyOf, renderCard }: RowCardsProps) {
  const first = index * columns;
  return cardIndexes(first, Math.min(first + columns, count)).map((card) => (
    <div key={keyOf(card)} role="listitem" aria-posinset={card + 1} aria-setsize={count}>
      {renderCard(card)}
    </div>
  ));
});

/** One row of cards; unchanged props render nothing anew (a scroll frame re-renders only the rows it moves or adds). */
const Row = memo(function Row({ top, measure, ...cards }: RowProps) {
  return (
    <div ref={measure} data-index={cards.index} className="CardGrid-row" style={{ transform: `translateY(${top}px)` }}>
      <RowCards {...cards} />
    </div>
  );
});

/**
 * A long card list in windows: rows of as many cards as the grid has columns, only the rows in
 * and near the browser window rendered (the page scrolls, not a box), each row measured as it
 * renders (cards differ in height). A screen reader still hears the whole list's size
 * (aria-setsize and aria-posinset on every card), and the row holding keyboard focus stays
 * rendered while the page scrolls away from it.
 */
export function WindowedCardGrid({ label, count, keyOf, renderCard }: WindowedCardGridProps) {
  const theme = useTheme();
  const columns = useCardColumns();
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  /** The index of the card holding keyboard focus (its row stays rendered), or null. */
  const focusedCard = useRef<number | null>(null);

  const rowCount = Math.ceil(count / columns);
  const { estimateSize, measureElement } = useRowEstimate();
  // A row is known by its first card and the column count: a new filter or a resize measures anew.
  // The keys are made once per list and column count, and the key function stays the same between
  // renders: the virtualiser recomputes every row's place whenever it gets a new one (a scroll frame
  // of a list of 10,000 cards would redo 3,334 rows' keys and places).
  const rowKeys = useMemo(() => Array.from({ length: rowCount }, (_, row) => `${columns}:${String(keyOf(row * columns))}`), [rowCount, columns, keyOf]);
  const getItemKey = useCallback((row: number) => rowKeys[row], [rowKeys]);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      const focused = focusedCard.current === null ? null : Math.floor(focusedCard.current / columns);
      if (focused === null || focused >= range.count || rows.includes(focused)) return rows;
      return [...rows, focused].sort((a, b) => a - b);
    },
    [columns],
  );

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize,
    measureElement,
    overscan: OVERSCAN_ROWS,
    gap: parseFloat(theme.spacing(2)),
    scrollMargin,
    // The first render already fills the window (the virtualiser reads the window's size after it).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    rangeExtractor,
    getItemKey,
  });

  // The rows a new range brings are rendered in the background, in short slices (React's deferred
  // render yields to the browser every few milliseconds), and mounted a few a frame while the page
  // scrolls (useMountedRows): a scroll frame paints at once with the rows already there.
  const { shown: rows, waiting } = useMountedRows(virtualizer, useDeferredValue(virtualizer.getVirtualItems()), getItemKey, rowsPerFrame(estimateSize()));

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const card = (event.target as HTMLElement).closest('[aria-posinset]');
    focusedCard.current = card ? Number(card.getAttribute('aria-posinset')) - 1 : null;
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedCard.current = null;
  };

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      // Busy while rows are still to be mounted (the next frames).
      aria-busy={waiting || undefined}
      className="CardGrid-window"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {rows.map((row) => (
        <Row
          key={row.key}
          index={row.index}
          top={row.start - scrollMargin}
          columns={columns}
          count={count}
          keyOf={keyOf}
          renderCard={renderCard}
          measure={virtualizer.measureElement}
        />
      ))}
    </div>
  );
}

import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type CSSProperties, type KeyboardEvent, type UIEvent } from 'react';
import { Button } from '@mui/material';
import { measureElement, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { buildTexts } from '../texts/apps';
import { LogLine } from './consoleLog/LogLine';
import type { AnsiLine } from '../domain/ansi';
import { LOG_FONT_SIZE, LOG_ROW_HEIGHT, LogStyles } from './consoleLog/logStyles';
import { LogTextHolder, type LogText } from './consoleLog/logText';
import type { LogView } from './consoleLog/logView';
import { runWhenIdle } from './consoleLog/idleWork';
import { LogHeader, LogSearchBox, MatchButtons, MatchStatus, ViewSwitches } from './consoleLog/LogToolbar';
import { useFollowEnd } from './consoleLog/follow';
import { RowSlots } from './consoleLog/rowSlots';

export { LOG_BACKGROUND, LOG_COLOURS, LOG_FOREGROUND, LOG_ROW_HEIGHT } from './consoleLog/logStyles';

const t = buildTexts.log;

/** Lines rendered above and below the visible ones, so fast scrolling shows no gap. */
const OVERSCAN = 20;
/** Lines rendered above the visible ones while the end is followed (none are below it): fewer rows to update per poll. */
const FOLLOW_OVERSCAN = 8;
const DEFAULT_HEIGHT = 480;
/** A monospace character's width (em): most monospace faces are 0.6 em wide. */
const CHARACTER_WIDTH = 0.6;

export type ConsoleLogProps = LogContent & {
  /** Names the log region (and is shown above it). */
  title: string;
  /** While true, new lines are followed as long as the reader stays at the bottom. */
  live?: boolean;
  /** Height of the scroll area in px (at most 70 % of the window). */
  height?: number;
};

/** What is shown: a text held on the page, or a view of a log kept elsewhere (a build's log, in its worker). */
type LogContent = { /** The raw console output, ANSI escape sequences included. */ text: string; view?: undefined } | { text?: undefined; view: LogView };

/** A line still being fetched: its row shows its number only. */
const NO_SEGMENTS: AnsiLine = [];

/** The log's lines for this text: a text that continues the previous one is read only in its new part. */
function useLogText(text: string): LogText {
  const [holder] = useState(() => new LogTextHolder());
  return useMemo(() => holder.of(text), [holder, text]);
}

/**
 * The log box's size, as the virtualiser observes it; before the box is laid out (or where nothing
 * is, as in tests) its nominal height stands in, so the first render already fills it.
 */
function observeLogRect(height: number) {
  return (instance: Virtualizer<HTMLDivElement, HTMLDivElement>, onRect: (rect: { width: number; height: number }) => void) =>
    observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : { width: rect.width, height }));
}

/** A row's measured height; one not laid out (0) counts as one line. */
const measureRow = (element: HTMLDivElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLDivElement, HTMLDivElement>) =>
  measureElement(element, entry, instance) || LOG_ROW_HEIGHT;

/**
 * A build's console log: ANSI colours shown or stripped, line numbers, search with 'n of m' and
 * previous / next, long lines scrolled sideways or wrapped, and, while live, following new lines
 * until the reader scrolls up. Only the visible lines (plus an overscan) are rendered, and a line
 * is parsed when first shown, so a log of 100 000 lines opens and grows without long tasks.
 * Memoised: a page that re-renders around it (a poll's fetching flags) leaves it alone while its
 * text is the same. The box, the rows and the status are plain elements with static rules
 * (consoleLog/logStyles.tsx): a step to the next match renders the status and the two lines whose
 * mark changes, and the rows a jump brings into view cost no style work.
 */
export const ConsoleLog = memo(function ConsoleLog({ text, view, title, live = false, height = DEFAULT_HEIGHT }: ConsoleLogProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const lastScrollTop = useRef(0);
  const [following, setFollowing] = useState(true);
  const [query, setQuery] = useState('');
  const [activeMatch, setActiveMatch] = useState(0);
  const [colours, setColours] = useState(true);
  const [wrap, setWrap] = useState(false);

  const held = useLogText(text ?? '');
  const log: LogView = view ?? held;
  const empty = log.empty;
  const count = empty ? 0 : log.count;
  const needle = query.toLowerCase();
  const matches = useMemo(() => log.search(needle), [log, needle]);
  const matchCount = matches?.count ?? 0;
  const current = matchCount > 0 ? Math.min(activeMatch, matchCount - 1) : -1;
  const currentLine = matches && current >= 0 ? matches.lineOf(current) : -1;
  const gutter = `${String(count).length + 1}ch`;
  // Formatting the count is not free: once per count, not once per step.
  const lineCount = useMemo(() => (empty ? null : t.lineCount(count)), [empty, count]);

  // The search text and the saved styles are built while the page is idle, after the lines show (a worker's log builds its own).
  useEffect(() => (log.prepare ? runWhenIdle((timeLeft) => log.prepare?.(timeLeft) ?? true) : undefined), [log]);
  // A query typed before its hits were found: the first one is shown when they are.
  const revealFirst = useRef<string | null>(null);

  /**
   * A wrapped line's height before it is measured: its length (escape codes included) over the
   * box's width. The virtualiser asks for every line whenever the count changes: the page is read
   * once per render, and only while wrapped (not once per line).
   */
  let perRow: number | null = null;
  const estimateSize = (index: number) => {
    if (!wrap) return LOG_ROW_HEIGHT;
    if (perRow === null) {
      const width = scrollRef.current?.clientWidth ?? 0;
      perRow = width === 0 ? 0 : Math.max(1, Math.floor(width / (LOG_FONT_SIZE * CHARACTER_WIDTH)) - gutter.length - 2);
    }
    return perRow === 0 ? LOG_ROW_HEIGHT : Math.max(1, Math.ceil(log.rawLength(index) / perRow)) * LOG_ROW_HEIGHT;
  };

  const followingNow = live && following;
  // The virtualiser re-renders the log itself when its window moves (the portal has no React Compiler to confuse).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: followingNow ? FOLLOW_OVERSCAN : OVERSCAN,
    initialRect: { width: 0, height },
    observeElementRect: observeLogRect(height),
    measureElement: measureRow,
  });
  // While following, a log that grew renders its new end at once, and the box scrolls there in the next frame.
  useFollowEnd(virtualizer, scrollRef, followingNow && count > 0, virtualizer.scrollRect?.height || height, LOG_ROW_HEIGHT);
  const totalSize = virtualizer.getTotalSize();
  const rows = virtualizer.getVirtualItems();
  // Unwrapped, a row keeps its element as the line it shows changes (a poll moves the followed end by
  // thousands of lines); wrapped, each line's row is its own, as the virtualiser measures it by its element.
  const [rowSlots] = useState(() => new RowSlots());
  const keys = wrap ? rows.map((row) => row.index) : rowSlots.of(rows.map((row) => row.index));
  const firstRow = rows.length > 0 ? rows[0].index : 0;
  const lastRow = rows.length > 0 ? rows[rows.length - 1].index : -1;
  // A log kept elsewhere fetches the lines that came into view.
  useEffect(() => {
    if (lastRow >= 0) log.want?.(firstRow, lastRow + 1);
  }, [log, firstRow, lastRow]);

  /** Unwrapped, every line is one row high; wrapped, each row is measured as it renders: the sizes known so far go. */
  const onWrapChange = (event: ChangeEvent<HTMLInputElement>) => {
    virtualizer.measure();
    setWrap(event.target.checked);
  };

  /** 'Follow new lines': back to the end at once, then following it. */
  const onFollow = () => {
    setFollowing(true);
    virtualizer.scrollToEnd();
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    const top = element.scrollTop;
    if (live) {
      const atBottom = top + (element.clientHeight || height) >= element.scrollHeight - LOG_ROW_HEIGHT / 2;
      // Only the reader moving up stops the following (rows measured as they wrap move it too).
      if (atBottom) setFollowing(true);
      else if (top < lastScrollTop.current) setFollowing(false);
    }
    lastScrollTop.current = top;
  };

  /**
   * Scrolls the line into the middle of the view unless it is already wholly visible: told from the
   * virtualiser's own offset and size, as reading the box's would lay the page out in the click.
   */
  const revealLine = (line: number) => {
    if (!scrollRef.current || line < 0) return;
    const row = virtualizer.getVirtualItems().find((item) => item.index === line);
    const top = virtualizer.scrollOffset ?? 0;
    const visible = row !== undefined && row.start >= top && row.end <= top + (virtualizer.scrollRect?.height || height);
    if (followingNow || !visible) virtualizer.scrollToIndex(line, { align: 'center' });
  };

  const onQueryChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setQuery(value);
    setActiveMatch(0);
    const found = log.search(value.toLowerCase());
    revealFirst.current = found === null && value !== '' ? value.toLowerCase() : null;
    if (found && found.count > 0) revealLine(found.lineOf(0));
  };

  useLayoutEffect(() => {
    if (!matches || matches.query !== revealFirst.current) return;
    revealFirst.current = null;
    if (matches.count > 0) revealLine(matches.lineOf(0));
  });

  const step = (by: 1 | -1) => {
    if (!matches || matchCount === 0) return;
    const next = (current + by + matchCount) % matchCount;
    setActiveMatch(next);
    revealLine(matches.lineOf(next));
  };

  // The controls get handlers that never change (they call the latest ones), so they render only when what they show does.
  const latest = useRef({ step, onQueryChange, onWrapChange });
  useLayoutEffect(() => {
    latest.current = { step, onQueryChange, onWrapChange };
  });
  const handlers = useMemo(
    () => ({
      step: (by: 1 | -1) => latest.current.step(by),
      onQueryChange: (event: ChangeEvent<HTMLInputElement>) => latest.current.onQueryChange(event),
      onQueryKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        latest.current.step(event.shiftKey ? -1 : 1);
      },
      onColoursChange: (event: ChangeEvent<HTMLInputElement>) => setColours(event.target.checked),
      onWrapChange: (event: ChangeEvent<HTMLInputElement>) => latest.current.onWrapChange(event),
    }),
    [],
  );

  // While the hits of a log kept elsewhere are being found, nothing is said yet.
  const status = query === '' || matches === null ? '' : matchCount > 0 ? t.matchCount(current + 1, matchCount) : t.noMatches;
  return (
    <div className="ConsoleLog">
      {LogStyles}
      <LogHeader title={title} lineCount={lineCount} />
      <div className="ConsoleLog-toolbar">
        <LogSearchBox query={query} disabled={empty} onChange={handlers.onQueryChange} onKeyDown={handlers.onQueryKeyDown} />
        <MatchStatus text={status} />
        <MatchButtons disabled={matchCount === 0} onStep={handlers.step} />
        <ViewSwitches colours={colours} wrap={wrap} onColoursChange={handlers.onColoursChange} onWrapChange={handlers.onWrapChange} />
        {live && !following && (
          <Button size="small" variant="outlined" onClick={onFollow}>
            {t.follow}
          </Button>
        )}
      </div>
      <div
        ref={scrollRef}
        className="ConsoleLog-box"
        role="log"
        aria-label={title}
        aria-live={followingNow ? 'polite' : 'off'}
        tabIndex={0}
        onScroll={onScroll}
        style={{ height }}
      >
        {empty ? (
          <div className="ConsoleLog-empty">{t.empty}</div>
        ) : (
          <div
            data-testid="log-spacer"
            className="ConsoleLog-spacer"
            data-wrap={wrap || undefined}
            style={{ height: totalSize, '--log-gutter': gutter } as CSSProperties}
          >
            {rows.map((row, i) => (
              <LogLine
                key={keys[i]}
                index={row.index}
                top={row.start}
                segments={log.line(row.index) ?? NO_SEGMENTS}
                colours={colours}
                matches={matches}
                currentIndex={row.index === currentLine ? current : -1}
                measure={wrap ? virtualizer.measureElement : undefined}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
});

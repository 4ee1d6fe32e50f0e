import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent, type UIEvent } from 'react';
import { Box, Button, FormControlLabel, IconButton, Stack, Switch, TextField, Typography } from '@mui/material';
import PreviousIcon from '@mui/icons-material/KeyboardArrowUp';
import NextIcon from '@mui/icons-material/KeyboardArrowDown';
import { lineText, parseAnsiLines, type AnsiColour, type AnsiLine, type AnsiSegment } from '../domain/ansi';
import { buildTexts } from '../texts/apps';

const t = buildTexts.log;

/** Every line has this height (px): the window of rendered lines is computed from it. */
export const LOG_ROW_HEIGHT = 20;
/** Lines rendered above and below the visible ones, so fast scrolling shows no gap. */
const OVERSCAN = 20;
const DEFAULT_HEIGHT = 480;

/** A dark terminal; every colour has a contrast of at least 4.5:1 on it (WCAG AA), checked by the test. */
export const LOG_BACKGROUND = '#0d1117';
export const LOG_FOREGROUND = '#e6edf3';
export const LOG_COLOURS: Record<AnsiColour, string> = {
  // Black text would vanish on the dark background: shown as the muted grey.
  black: '#8b949e',
  red: '#ff7b72',
  green: '#3fb950',
  yellow: '#d29922',
  blue: '#58a6ff',
  magenta: '#bc8cff',
  cyan: '#39c5cf',
  white: '#e6edf3',
  grey: '#8b949e',
};
/** Search hits: black text on yellow, the current hit on orange. */
const MARK_STYLE = { background: '#ffd33d', color: '#000000', borderRadius: 2 } as const;
const CURRENT_MARK_STYLE = { background: '#ff9632', color: '#000000', borderRadius: 2, outline: '2px solid #ffffff' } as const;

export interface ConsoleLogProps {
  /** The raw console output, ANSI escape sequences included. */
  text: string;
  /** Names the log region (and is shown above it). */
  title: string;
  /** While true, new lines are followed as long as the reader stays at the bottom. */
  live?: boolean;
  /** Height of the scroll area in px (at most 70 % of the window). */
  height?: number;
}

interface Match {
  line: number;
  start: number;
  end: number;
}

interface LineMark {
  start: number;
  end: number;
  /** The match's position in the whole list (to know the current one). */
  index: number;
}

/** Every case-insensitive occurrence of `query` (already lower case), line by line, not overlapping. */
function findMatches(lowerLines: readonly string[], query: string): Match[] {
  const matches: Match[] = [];
  if (query === '') return matches;
  lowerLines.forEach((line, lineIndex) => {
    for (let at = line.indexOf(query); at !== -1; at = line.indexOf(query, at + query.length)) {
      matches.push({ line: lineIndex, start: at, end: at + query.length });
    }
  });
  return matches;
}

function firstMatchLine(lowerLines: readonly string[], query: string): number {
  return query === '' ? -1 : lowerLines.findIndex((line) => line.includes(query));
}

interface Piece extends AnsiSegment {
  mark?: 'match' | 'current';
}

/** Cuts the line's segments where search marks begin and end. */
function piecesOf(segments: readonly AnsiSegment[], marks: readonly LineMark[], currentIndex: number): Piece[] {
  if (marks.length === 0) return segments as Piece[];
  const pieces: Piece[] = [];
  let offset = 0;
  let m = 0;
  for (const segment of segments) {
    const segmentEnd = offset + segment.text.length;
    let position = offset;
    while (position < segmentEnd) {
      while (m < marks.length && marks[m].end <= position) m += 1;
      const mark = marks[m];
      if (!mark || mark.start >= segmentEnd) {
        pieces.push({ ...segment, text: segment.text.slice(position - offset) });
        break;
      }
      if (mark.start > position) {
        pieces.push({ ...segment, text: segment.text.slice(position - offset, mark.start - offset) });
        position = mark.start;
      }
      const end = Math.min(mark.end, segmentEnd);
      pieces.push({ ...segment, text: segment.text.slice(position - offset, end - offset), mark: mark.index === currentIndex ? 'current' : 'match' });
      position = end;
    }
    offset = segmentEnd;
  }
  return pieces;
}

interface LogLineProps {
  index: number;
  segments: AnsiLine;
  plain: string;
  colours: boolean;
  marks: readonly LineMark[] | undefined;
  /** The current match's index when it is on this line, else -1. */
  currentIndex: number;
  gutter: string;
}

const NO_MARKS: readonly LineMark[] = [];

/** One line at its fixed place: the number (hidden from screen readers), then the text. */
const LogLine = memo(function LogLine({ index, segments, plain, colours, marks = NO_MARKS, currentIndex, gutter }: LogLineProps) {
  const source: AnsiSegment[] = colours ? segments : plain === '' ? [] : [{ text: plain }];
  const pieces = piecesOf(source, marks, currentIndex);
  return (
    <div
      data-line={index + 1}
      style={{ position: 'absolute', top: index * LOG_ROW_HEIGHT, left: 0, height: LOG_ROW_HEIGHT, minWidth: '100%', whiteSpace: 'pre', paddingRight: 12 }}
    >
      <span aria-hidden style={{ display: 'inline-block', width: gutter, paddingRight: 12, textAlign: 'right', color: LOG_COLOURS.grey, userSelect: 'none' }}>
        {index + 1}
      </span>
      {pieces.map((piece, i) => {
        if (piece.mark) {
          return (
            <mark key={i} data-current={piece.mark === 'current' || undefined} style={{ ...(piece.mark === 'current' ? CURRENT_MARK_STYLE : MARK_STYLE), fontWeight: piece.bold ? 700 : undefined }}>
              {piece.text}
            </mark>
          );
        }
        if (piece.fg || piece.bold) {
          return (
            <span key={i} data-fg={piece.fg} style={{ color: piece.fg ? LOG_COLOURS[piece.fg] : undefined, fontWeight: piece.bold ? 700 : undefined }}>
              {piece.text}
            </span>
          );
        }
        return <span key={i}>{piece.text}</span>;
      })}
    </div>
  );
});

/**
 * A build's console log: ANSI colours shown or stripped, line numbers, search with 'n of m' and
 * previous / next, and, while live, following new lines until the reader scrolls up. Only the
 * visible lines (plus an overscan) are rendered, at fixed heights, so 20 000 lines stay smooth.
 */
export function ConsoleLog({ text, title, live = false, height = DEFAULT_HEIGHT }: ConsoleLogProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [measuredHeight, setMeasuredHeight] = useState<number | null>(null);
  const [following, setFollowing] = useState(true);
  const [query, setQuery] = useState('');
  const [activeMatch, setActiveMatch] = useState(0);
  const [colours, setColours] = useState(true);

  // Parsed once per text; a trailing line end adds no empty last line.
  const lines = useMemo(() => {
    const parsed = parseAnsiLines(text);
    if (parsed.length > 1 && parsed[parsed.length - 1].length === 0) parsed.pop();
    return parsed;
  }, [text]);
  const plainLines = useMemo(() => lines.map(lineText), [lines]);
  const lowerLines = useMemo(() => plainLines.map((line) => line.toLowerCase()), [plainLines]);
  const needle = query.toLowerCase();
  const matches = useMemo(() => findMatches(lowerLines, needle), [lowerLines, needle]);
  const marksByLine = useMemo(() => {
    const byLine = new Map<number, LineMark[]>();
    matches.forEach((match, index) => {
      const marks = byLine.get(match.line);
      const mark = { start: match.start, end: match.end, index };
      if (marks) marks.push(mark);
      else byLine.set(match.line, [mark]);
    });
    return byLine;
  }, [matches]);
  const current = matches.length > 0 ? Math.min(activeMatch, matches.length - 1) : -1;
  const currentLine = current >= 0 ? matches[current].line : -1;

  const viewport = measuredHeight ?? height;
  const totalHeight = lines.length * LOG_ROW_HEIGHT;
  const followingNow = live && following;
  // While following, the window is the bottom one (the layout effect below moves the scroll bar there).
  const top = followingNow ? Math.max(0, totalHeight - viewport) : scrollTop;
  const first = Math.max(0, Math.floor(top / LOG_ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(lines.length, Math.ceil((top + viewport) / LOG_ROW_HEIGHT) + OVERSCAN);
  const gutter = `${String(lines.length).length + 1}ch`;

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (followingNow && element) element.scrollTop = totalHeight;
  }, [followingNow, totalHeight]);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (element.clientHeight > 0) setMeasuredHeight(element.clientHeight);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const isAtBottom = (position: number, visible: number) => position + visible >= totalHeight - LOG_ROW_HEIGHT / 2;

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    setScrollTop(element.scrollTop);
    if (live) setFollowing(isAtBottom(element.scrollTop, element.clientHeight || viewport));
  };

  /** Scrolls the line into the middle of the view unless it is already wholly visible. */
  const revealLine = (line: number) => {
    const element = scrollRef.current;
    if (!element || line < 0) return;
    const lineTop = line * LOG_ROW_HEIGHT;
    if (!followingNow && lineTop >= scrollTop && lineTop + LOG_ROW_HEIGHT <= scrollTop + viewport) return;
    const target = Math.max(0, Math.min(lineTop - (viewport - LOG_ROW_HEIGHT) / 2, totalHeight - viewport));
    element.scrollTop = target;
    setScrollTop(target);
    if (live) setFollowing(isAtBottom(target, viewport));
  };

  const onQueryChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setQuery(value);
    setActiveMatch(0);
    revealLine(firstMatchLine(lowerLines, value.toLowerCase()));
  };

  const step = (by: 1 | -1) => {
    if (matches.length === 0) return;
    const next = (current + by + matches.length) % matches.length;
    setActiveMatch(next);
    revealLine(matches[next].line);
  };

  const onQueryKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    step(event.shiftKey ? -1 : 1);
  };

  const rows = [];
  for (let index = first; index < last; index += 1) {
    rows.push(
      <LogLine
        key={index}
        index={index}
        segments={lines[index]}
        plain={plainLines[index]}
        colours={colours}
        marks={marksByLine.get(index)}
        currentIndex={index === currentLine ? current : -1}
        gutter={gutter}
      />,
    );
  }

  const empty = text.length === 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="p" variant="subtitle2">
          {title}
        </Typography>
        {!empty && (
          <Typography variant="body2" color="text.secondary">
            {t.lineCount(lines.length)}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="search"
          label={t.search}
          value={query}
          onChange={onQueryChange}
          slotProps={{ htmlInput: { onKeyDown: onQueryKeyDown } }}
          disabled={empty}
        />
        <Typography role="status" variant="body2" sx={{ minWidth: '6em' }}>
          {query === '' ? '' : matches.length > 0 ? t.matchCount(current + 1, matches.length) : t.noMatches}
        </Typography>
        <IconButton aria-label={t.previousMatch} onClick={() => step(-1)} disabled={matches.length === 0}>
          <PreviousIcon />
        </IconButton>
        <IconButton aria-label={t.nextMatch} onClick={() => step(1)} disabled={matches.length === 0}>
          <NextIcon />
        </IconButton>
        <FormControlLabel control={<Switch checked={colours} onChange={(event) => setColours(event.target.checked)} />} label={t.showColours} />
        {live && !following && (
          <Button size="small" variant="outlined" onClick={() => setFollowing(true)}>
            {t.follow}
          </Button>
        )}
      </Stack>
      <Box
        ref={scrollRef}
        role="log"
        aria-label={title}
        aria-live={followingNow ? 'polite' : 'off'}
        tabIndex={0}
        onScroll={onScroll}
        sx={{
          position: 'relative',
          height,
          maxHeight: '70vh',
          overflow: 'auto',
          bgcolor: LOG_BACKGROUND,
          color: LOG_FOREGROUND,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
          fontSize: 13,
          lineHeight: `${LOG_ROW_HEIGHT}px`,
          borderRadius: 1,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {empty ? (
          <Box sx={{ p: 2 }}>{t.empty}</Box>
        ) : (
          <div data-testid="log-spacer" style={{ position: 'relative', height: totalHeight, minWidth: '100%' }}>
            {rows}
          </div>
        )}
      </Box>
    </Box>
  );
}

import { memo } from 'react';
import { lineText, type AnsiColour, type AnsiLine, type AnsiSegment } from '../../domain/ansi';
import type { LineMark, LogMatches } from './logText';

/** A line's height (px) unwrapped; a wrapped line is a multiple of it. */
export const LOG_ROW_HEIGHT = 20;

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
const GUTTER_STYLE = { flex: 'none', paddingRight: 12, textAlign: 'right', color: LOG_COLOURS.grey, userSelect: 'none' } as const;
const TEXT_STYLE = { whiteSpace: 'pre' } as const;
const WRAPPED_TEXT_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 0, flex: 1 } as const;

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

export interface LogLineProps {
  index: number;
  /** Where the row starts (px from the top of the log). */
  top: number;
  segments: AnsiLine;
  colours: boolean;
  wrap: boolean;
  /** The search's hits (the line's own are marked), or null. */
  matches: LogMatches | null;
  /** The current hit's index when it is on this line, else -1. */
  currentIndex: number;
  gutter: string;
  /** Measures the row (wrapped lines differ in height). */
  measure?: (element: HTMLDivElement | null) => void;
}

/** One line at its place: the number (hidden from screen readers), then the text. */
export const LogLine = memo(function LogLine({ index, top, segments, colours, wrap, matches, currentIndex, gutter, measure }: LogLineProps) {
  const plain = colours ? '' : lineText(segments);
  const source: readonly AnsiSegment[] = colours ? segments : plain === '' ? [] : [{ text: plain }];
  const pieces = piecesOf(source, matches ? matches.marksOn(index) : [], currentIndex);
  return (
    <div
      ref={measure}
      data-index={index}
      data-line={index + 1}
      style={{
        position: 'absolute',
        top,
        left: 0,
        display: 'flex',
        width: wrap ? '100%' : 'max-content',
        minWidth: '100%',
        minHeight: LOG_ROW_HEIGHT,
        height: wrap ? undefined : LOG_ROW_HEIGHT,
        paddingRight: 12,
        boxSizing: 'border-box',
      }}
    >
      <span aria-hidden style={{ ...GUTTER_STYLE, width: gutter }}>
        {index + 1}
      </span>
      <span style={wrap ? WRAPPED_TEXT_STYLE : TEXT_STYLE}>
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
      </span>
    </div>
  );
});

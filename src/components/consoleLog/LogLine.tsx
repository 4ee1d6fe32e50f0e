import { memo } from 'react';
import { lineText, type AnsiLine, type AnsiSegment } from '../../domain/ansi';
import type { LineMark, LogMatches } from './logText';

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
  /** The search's hits (the line's own are marked), or null. */
  matches: LogMatches | null;
  /** The current hit's index when it is on this line, else -1. */
  currentIndex: number;
  /** Measures the row (wrapped lines differ in height). */
  measure?: (element: HTMLDivElement | null) => void;
}

/**
 * One line at its place: the number (hidden from screen readers), then the text. Plain elements
 * with the static .ConsoleLog-* rules (logStyles.tsx): only its place is an inline style, and
 * wrapping is the spacer's (a row is not rendered again when it changes).
 */
export const LogLine = memo(function LogLine({ index, top, segments, colours, matches, currentIndex, measure }: LogLineProps) {
  const plain = colours ? '' : lineText(segments);
  const source: readonly AnsiSegment[] = colours ? segments : plain === '' ? [] : [{ text: plain }];
  const pieces = piecesOf(source, matches ? matches.marksOn(index) : [], currentIndex);
  return (
    <div ref={measure} className="ConsoleLog-row" data-index={index} data-line={index + 1} style={{ top }}>
      <span aria-hidden className="ConsoleLog-gutter">
        {index + 1}
      </span>
      <span className="ConsoleLog-text">
        {pieces.map((piece, i) => {
          if (piece.mark) {
            return (
              <mark key={i} data-current={piece.mark === 'current' || undefined} data-bold={piece.bold || undefined}>
                {piece.text}
              </mark>
            );
          }
          if (piece.fg || piece.bold) {
            return (
              <span key={i} data-fg={piece.fg} data-bold={piece.bold || undefined}>
                {piece.text}
              </span>
            );
          }
          // Plain text needs no element of its own.
          return piece.text;
        })}
      </span>
    </div>
  );
});

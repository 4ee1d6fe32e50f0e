import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';

type LogVirtualizer = Virtualizer<HTMLDivElement, HTMLDivElement>;

/**
 * Where a followed log's end was when it was last shown, and the render that keeps the view there
 * as the log grows (useFollowEnd).
 */
class EndFollower {
  /** The content's height the last commit showed. */
  private shownTotal = 0;

  /**
   * Before the rows are read: when the view was at the end the last commit showed and the log grew,
   * the virtualiser's offset goes to the new end, so this render's rows are the new end's. The
   * virtualiser takes an offset set in the render as the place to render, as it does for its own
   * anchoring; a reader who scrolled away (their offset above the old end) is left where they are.
   */
  place(virtualizer: LogVirtualizer, viewHeight: number, slack: number): void {
    const offset = virtualizer.scrollOffset ?? 0;
    const end = Math.max(0, virtualizer.getTotalSize() - viewHeight);
    const shownEnd = Math.max(0, this.shownTotal - viewHeight);
    if (offset < end && offset >= shownEnd - slack) virtualizer.scrollOffset = end;
  }

  shown(total: number): void {
    this.shownTotal = total;
  }
}

/**
 * Keeps a followed log at its end as it grows (ConsoleLog.tsx), in one render per growth: called
 * between the virtualiser's options and its rows, it makes the render that shows the new count show
 * the rows of the new end (not those of the old place first, then the new ones after a scroll). The
 * box is then scrolled there in the next frame, once however many renders came before it: the
 * render's task reads no layout, and the frame lays the page out once. `slack`: how far above the
 * old end the view may be and still count as at it (px).
 */
export function useFollowEnd(virtualizer: LogVirtualizer, box: RefObject<HTMLDivElement | null>, following: boolean, viewHeight: number, slack: number): void {
  const [follower] = useState(() => new EndFollower());
  if (following) follower.place(virtualizer, viewHeight, slack);
  const total = virtualizer.getTotalSize();

  const frame = useRef<ReturnType<typeof requestAnimationFrame> | null>(null);
  const followingNow = useRef(following);
  useLayoutEffect(() => {
    follower.shown(total);
    followingNow.current = following;
    if (!following || frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const element = box.current;
      if (!element || !followingNow.current) return;
      const bottom = element.scrollHeight - element.clientHeight;
      if (bottom > element.scrollTop) element.scrollTo({ top: bottom });
    });
  }, [box, follower, following, total]);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
    },
    [],
  );
}

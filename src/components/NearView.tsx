import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the window a part starts to load: about a screenful of scrolling ahead. */
const AHEAD = '600px';

/**
 * Renders `children` (a lazy part below the fold: its code and its data) once its place comes
 * near the window, or at the first key press (a keyboard user tabbing down reaches it in order);
 * at once where the browser has no IntersectionObserver. The first page's load then carries
 * neither its code nor its call.
 */
export function NearView({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: `${AHEAD} 0px` });
    observer.observe(element);
    window.addEventListener('keydown', show, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', show);
    };
  }, [near]);
  return near ? <>{children}</> : <div ref={place} />;
}

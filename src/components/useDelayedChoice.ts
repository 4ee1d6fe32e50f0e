import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { RADIO_CHOICE_DELAY_MS } from '../domain/cloud';

/**
 * A radio choice that applies RADIO_CHOICE_DELAY_MS after the click (seed 001 section 9: "cloud
 * and template radio choices apply after 150 ms"): `choose` hands the value to `apply` when the
 * delay has passed, so the radio shows what the form holds. A newer click replaces an older one
 * still waiting; leaving the page drops it.
 */
export function useDelayedChoice<T>(apply: (value: T) => void, ms: number = RADIO_CHOICE_DELAY_MS): (value: T) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestApply = useRef(apply);
  useLayoutEffect(() => {
    latestApply.current = apply;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (value: T) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latestApply.current(value), ms);
    },
    [ms],
  );
}

/**
 * Long list answers in the store (issue 38 part 2). RTK Query stores a query's answer in its Immer
 * slice, and Immer freezes every new value of the store deeply: 10,000 items walked and frozen one
 * by one as they are stored (40-50 ms at 4x). A long answer is stored as a shallow-frozen array
 * instead (heldList): Immer and the development immutability check skip a frozen value whole, and
 * the development serializability check skips it too (isHeldList, src/app/store.ts).
 */

/** From this many items an answer is long: checked in slices (src/api/longAnswers.ts) and held shallow-frozen. */
export const LONG_ANSWER_ITEMS = 500;

/** A long answer as heldList stores it (a server's JSON: serializable by construction). */
export function isHeldList(value: unknown): boolean {
  return Array.isArray(value) && value.length >= LONG_ANSWER_ITEMS && Object.isFrozen(value);
}

/** Plain JSON values equal in content (an answer's items: objects, arrays, text, numbers, null). */
function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * How a list answer is stored (RTK Query's structural sharing off for its entry: it would copy a
 * long list into a new array that Immer then freezes deeply). Items equal to the previous answer's
 * at the same place are the previous objects, and an answer equal to the previous one is the
 * previous array itself: a refetch that changed nothing renders no card anew. A long list is
 * frozen shallowly (the store skips it whole: no deep freeze of its items); a short one is left to
 * the store, which freezes it deeply as any other answer.
 */
export function heldList<T>(previous: unknown, next: readonly T[]): readonly T[] {
  let items = next;
  if (Array.isArray(previous)) {
    let same = previous.length === next.length;
    const shared = next.map((item, index) => {
      const kept = index < previous.length && sameJson(previous[index], item) ? (previous[index] as T) : item;
      if (kept !== previous[index]) same = false;
      return kept;
    });
    if (same) return previous as readonly T[];
    items = shared;
  }
  return items.length >= LONG_ANSWER_ITEMS ? Object.freeze(items as T[]) : items;
}

/** The data a query holds now (its previous answer), from the query function's api. */
function heldData(queryApi: { getState: () => unknown; queryCacheKey?: string }): unknown {
  const state = queryApi.getState() as { api?: { queries?: Record<string, { data?: unknown } | undefined> } };
  return queryApi.queryCacheKey ? state.api?.queries?.[queryApi.queryCacheKey]?.data : undefined;
}

/**
 * A list entry's queryFn result held as heldList says: `queryFn: holdingList(fromCall(...))`, with
 * `structuralSharing: false` on the entry.
 */
export function holdingList<Arg, T, Api extends { getState: () => unknown; queryCacheKey?: string; signal: AbortSignal }, E>(
  queryFn: (arg: Arg, queryApi: Api) => Promise<{ data: T[] } | { error: E }>,
) {
  return async (arg: Arg, queryApi: Api): Promise<{ data: T[] } | { error: E }> => {
    const result = await queryFn(arg, queryApi);
    return 'error' in result ? result : { data: heldList(heldData(queryApi), result.data) as T[] };
  };
}

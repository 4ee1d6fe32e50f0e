import type { AnyEndpoint } from '../domain/contract/define';
import { checkAnswer } from '../domain/contract/check';
import { LONG_ANSWER_ITEMS } from '../store/heldLists';

/**
 * Long answers (a list of thousands: an agency's My Projects, a portfolio's apps) kept off one long
 * task on the page's thread (issue 38 part 2): their items are checked against the entry's schema
 * in short slices, each a task of its own (checkLongAnswer, called by request in src/api/call.ts), not in one zod pass over
 * the whole list. How they are stored: src/store/heldLists.ts.
 */


type Schema = NonNullable<AnyEndpoint['schemas']['answer']>;
interface Def {
  type?: string;
  element?: Schema;
  options?: Schema[];
  shape?: Record<string, Schema>;
}
const defOf = (schema: unknown): Def => ((schema as { _zod?: { def?: Def } })._zod?.def ?? {}) as Def;

/**
 * The longest slice (ms) of the check: far below a long task (50 ms) even on a slow CPU. A slice
 * checks at least ITEMS_PER_SLICE items. (An object, so that a test can make slices short.)
 */
export const checkSlices = { ms: 8 };
const ITEMS_PER_SLICE = 32;

/**
 * Runs `next` in a task of its own, after what the page has waiting (input, a frame): a message
 * posted to itself, not requestIdleCallback (the check is on the way to the first cards and must
 * not wait for idle time, which a busy page may never give) nor a timer (nested timers wait 4 ms).
 */
function inNextTask(next: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(next, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    next();
  };
  channel.port2.postMessage(null);
}

/** The long list in an answer and its items' schema: a bare list, or the `result` list of {result: [...]}. */
interface LongList {
  element: Schema;
  items: unknown[];
  /** The checked answer from its checked items. */
  rebuild: (items: unknown[]) => unknown;
}

function longListIn(endpoint: AnyEndpoint, schema: Schema, data: unknown): LongList | null {
  const def = defOf(schema);
  if (def.type === 'array' && def.element && Array.isArray(data) && data.length >= LONG_ANSWER_ITEMS) {
    return { element: def.element, items: data, rebuild: (items) => items };
  }
  if (def.type === 'union') {
    for (const option of def.options ?? []) {
      const list = longListIn(endpoint, option, data);
      if (list) return list;
    }
  }
  const result = def.type === 'object' && def.shape?.result;
  if (result && typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const inner = longListIn(endpoint, result, (data as { result?: unknown }).result);
    if (!inner) return null;
    return {
      ...inner,
      // The rest of the answer is checked as it is, with an empty list in place of the long one.
      rebuild: (items) => {
        const rest = checkAnswer<Record<string, unknown>>(endpoint, { ...(data as object), result: [] });
        return rest.ok ? { ...rest.data, result: inner.rebuild(items) } : null;
      },
    };
  }
  return null;
}

/** The items checked against `element` in short slices: their parsed values, or null at the first that breaks it. */
function checkItemsInSlices(element: Schema, items: readonly unknown[], signal?: AbortSignal): Promise<unknown[] | null> {
  return new Promise((resolve, reject) => {
    const checked: unknown[] = new Array(items.length);
    let next = 0;
    const slice = () => {
      // As an aborted call fails (toApiError: a cancelled request).
      if (signal?.aborted) return reject({ status: 0, code: 'cancelled', message: 'cancelled' });
      const start = performance.now();
      do {
        const result = element['~standard'].validate(items[next]);
        if (result instanceof Promise || result.issues) return resolve(null);
        checked[next] = result.value;
        next += 1;
      } while (next < items.length && (next % ITEMS_PER_SLICE !== 0 || performance.now() - start < checkSlices.ms));
      if (next < items.length) inNextTask(slice);
      else resolve(checked);
    };
    inNextTask(slice);
  });
}

/**
 * A long list answer checked against its entry's schema with its items in short slices, each well
 * under a long task: `{ answer }`, the answer as parsed (defaults filled in, as the whole check
 * gives it). Null when the answer holds no long list, or when an item breaks the schema: the
 * caller then checks it whole (checkedAnswer), so that it fails exactly as before (the same
 * 'malformed' error naming the entry, the item and the field, e.g. '[3].projectName').
 */
export async function checkLongAnswer(endpoint: AnyEndpoint, data: unknown, signal?: AbortSignal): Promise<{ answer: unknown } | null> {
  const schema = endpoint.schemas.answer;
  const list = schema ? longListIn(endpoint, schema, data) : null;
  if (!list) return null;
  const items = await checkItemsInSlices(list.element, list.items, signal);
  const answer = items ? list.rebuild(items) : null;
  return answer === null ? null : { answer };
}

/**
 * What a call that may write changed in the mock's state, so that its commit writes only those
 * records (mocks/core/persistence.ts) and a failed commit puts back only what changed.
 *
 * `db` (./state.ts) is a Proxy over the plain state object. Outside a call that may write (no
 * session), it and every object reached through it answer as the plain objects do: plain reads
 * cost one trap on the top-level key. While a session runs (beginChanges()..endChanges(), around
 * one call at a time: mocks/core/contract.ts), every object reached from `db` is handed out as a
 * Proxy that notes, before the first change of each object, a shallow copy of it (the undo log),
 * and what the change touched:
 * - `replaced`: a top-level key set or deleted (`db.apps = db.apps.filter(...)`, a reset);
 * - `arrays`: a top-level array changed itself (push, splice, an index set, sort);
 * - `rows`: a change anywhere inside an element of a top-level array, by key: that element (the row);
 * - `values`: a change inside a top-level value that is not an array (`db.devops.repos.push(...)`);
 * - `sequences`: the sequences set (`db.sequences.projectId = ...`).
 * Objects a call adds to the state (`db.jobs.push(job)`) are handed back as themselves, so the
 * caller's reference stays the state's; they are inside a row or value that is written whole.
 * Values stored into the state are unwrapped: the state itself never holds a Proxy, so IndexedDB
 * and structuredClone get plain objects (structuredClone is wrapped while a session runs, for a
 * handler's copy of a mix of its own objects and the state's).
 */
type Plain = Record<PropertyKey, unknown>;

/** Where an object sits in the state: under which top-level key, and in which row of it. */
interface Place {
  readonly key: string;
  /** The top-level value itself. */
  readonly top: boolean;
  /** The element of the top-level array this object is (or is inside of). */
  readonly row?: object;
}

export interface Changes {
  readonly replaced: Set<string>;
  readonly arrays: Set<string>;
  readonly rows: Map<string, Set<object>>;
  readonly values: Set<string>;
  readonly sequences: Set<string>;
}

interface Session {
  /** Each object changed in this session, with a shallow copy of it as it was before. */
  readonly undo: Map<object, unknown[] | Plain>;
  /** Objects this session added to the state (handed out as themselves). */
  readonly fresh: WeakSet<object>;
  changes: Changes;
}

const SEQUENCES = 'sequences';

const proxies = new WeakMap<object, object>();
const targets = new WeakMap<object, object>();
const places = new WeakMap<object, Place>();
const topPlaces = new Map<string, Place>();
const innerPlaces = new Map<string, Place>();

let root: Plain = {};
let session: Session | null = null;

const emptyChanges = (): Changes => ({ replaced: new Set(), arrays: new Set(), rows: new Map(), values: new Set(), sequences: new Set() });

/**
 * Plain data: arrays and objects of an Object prototype (of any realm: what IndexedDB reads back
 * may come from another) or of none; never a Proxy of ours.
 */
function isPlain(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || targets.has(value)) return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

function placeOf(map: Map<string, Place>, key: string, top: boolean): Place {
  let place = map.get(key);
  if (!place) {
    place = { key, top };
    map.set(key, place);
  }
  return place;
}

function proxied(target: object, place: Place): object {
  places.set(target, place);
  let proxy = proxies.get(target);
  if (!proxy) {
    proxy = new Proxy(target, inner);
    proxies.set(target, proxy);
    targets.set(proxy, target);
  }
  return proxy;
}

/** The object a Proxy of ours stands for (anything else: itself). */
export function unwrapped<T>(value: T): T {
  return (typeof value === 'object' && value !== null ? (targets.get(value) as T | undefined) : undefined) ?? value;
}

/**
 * Replaces every Proxy of ours inside a value to store (in place: the value is new data of the
 * caller's) by the object it stands for. With a session, marks the new objects as fresh.
 */
function stored(value: unknown, fresh: WeakSet<object> | null, seen: Set<object> = new Set()): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const target = targets.get(value);
  if (target) return target;
  if (!isPlain(value) || seen.has(value)) return value;
  seen.add(value);
  fresh?.add(value);
  const record = value as Plain;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (typeof item === 'object' && item !== null) {
      const clean = stored(item, fresh, seen);
      if (clean !== item) record[key] = clean;
    }
  }
  return value;
}

/** A value about to be written to IndexedDB, free of any Proxy of ours (fixed in place). */
export function sanitized<T>(value: T): T {
  return stored(value, null) as T;
}

/** Notes the object's state before its first change in this session. */
function remember(target: object, current: Session): void {
  if (current.undo.has(target) || current.fresh.has(target)) return;
  current.undo.set(target, Array.isArray(target) ? target.slice() : { ...(target as Plain) });
}

function note(target: object, property: PropertyKey, current: Session): void {
  const place = places.get(target);
  if (!place) return;
  const { changes } = current;
  if (place.row) {
    let rows = changes.rows.get(place.key);
    if (!rows) changes.rows.set(place.key, (rows = new Set()));
    rows.add(place.row);
  } else if (place.key === SEQUENCES && place.top) {
    changes.sequences.add(String(property));
  } else if (place.top && Array.isArray(target)) {
    changes.arrays.add(place.key);
  } else {
    changes.values.add(place.key);
  }
}

const inner: ProxyHandler<object> = {
  get(target, property, receiver) {
    const value: unknown = Reflect.get(target, property, receiver);
    // A frozen object's properties must be handed out as they are (a Proxy's invariant).
    if (!session || !isPlain(value) || session.fresh.has(value) || !Object.isExtensible(target)) return value;
    const place = places.get(target);
    if (!place) return value;
    if (!place.top) return proxied(value, place);
    if (!Array.isArray(target)) return proxied(value, placeOf(innerPlaces, place.key, false));
    const known = places.get(value);
    return proxied(value, known?.row === value && known.key === place.key ? known : { key: place.key, top: false, row: value });
  },
  set(target, property, value) {
    if (session) {
      remember(target, session);
      note(target, property, session);
      value = stored(value, session.fresh);
    }
    return Reflect.set(target, property, value);
  },
  deleteProperty(target, property) {
    if (session) {
      remember(target, session);
      note(target, property, session);
    }
    return Reflect.deleteProperty(target, property);
  },
  defineProperty(target, property, descriptor) {
    if (session) {
      remember(target, session);
      note(target, property, session);
      if ('value' in descriptor) descriptor = { ...descriptor, value: stored(descriptor.value, session.fresh) };
    }
    return Reflect.defineProperty(target, property, descriptor);
  },
};

const top: ProxyHandler<Plain> = {
  get(target, property, receiver) {
    const value: unknown = Reflect.get(target, property, receiver);
    if (!session || typeof property !== 'string' || !isPlain(value) || !Object.isExtensible(target)) return value;
    return proxied(value, placeOf(topPlaces, property, true));
  },
  set(target, property, value) {
    if (session) {
      remember(target, session);
      session.changes.replaced.add(String(property));
      value = stored(value, session.fresh);
    }
    return Reflect.set(target, property, value);
  },
  deleteProperty(target, property) {
    if (session) {
      remember(target, session);
      session.changes.replaced.add(String(property));
    }
    return Reflect.deleteProperty(target, property);
  },
  defineProperty(target, property, descriptor) {
    if (session) {
      remember(target, session);
      session.changes.replaced.add(String(property));
      if ('value' in descriptor) descriptor = { ...descriptor, value: stored(descriptor.value, session.fresh) };
    }
    return Reflect.defineProperty(target, property, descriptor);
  },
};

/** The state object handed to the modules (./state.ts): a Proxy over `state`, which stays the plain one. */
export function tracked<T extends object>(state: T): T {
  root = state as Plain;
  return new Proxy(root, top) as T;
}

/** The plain state object (what persistence reads and writes). */
export function plainState<T>(): T {
  return root as T;
}

const nativeClone: typeof structuredClone | undefined = globalThis.structuredClone;

/** A copy of the value in which every Proxy of ours is the object it stands for (the state's own objects are not copied). */
function cloneable(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const target = targets.get(value);
  if (target) return target;
  if (!isPlain(value)) return value;
  const record = value as Plain;
  let copy: Plain | null = null;
  for (const key of Object.keys(record)) {
    const item = record[key];
    const clean = cloneable(item);
    if (clean !== item) {
      copy ??= (Array.isArray(value) ? value.slice() : { ...record }) as Plain;
      copy[key] = clean;
    }
  }
  return copy ?? value;
}

const clone = ((value: unknown, options?: StructuredSerializeOptions) => (nativeClone as typeof structuredClone)(cloneable(value), options)) as typeof structuredClone;

/** Starts noting changes (one session at a time: calls that may write take turns). */
export function beginChanges(): void {
  if (session) throw new Error('beginChanges(): a session is running already');
  session = { undo: new Map(), fresh: new WeakSet(), changes: emptyChanges() };
  if (nativeClone) globalThis.structuredClone = clone;
}

/** Stops noting changes; the state's objects are handed out as themselves again. */
export function endChanges(): void {
  session = null;
  if (nativeClone) globalThis.structuredClone = nativeClone;
}

/** What the running session changed so far (null without a session). */
export function currentChanges(): Changes | null {
  return session?.changes ?? null;
}

/** Forgets what was noted so far (the state was saved whole, or loaded): nothing to write or put back. */
export function forgetChanges(): void {
  if (!session) return;
  session.undo.clear();
  session.changes = emptyChanges();
}

/** The top-level value of `key` as it was when the session began (its own contents then, for an array). */
export function valueBefore(key: string): unknown {
  if (!session) return root[key];
  const rootBefore = session.undo.get(root) as Plain | undefined;
  const original = rootBefore ? rootBefore[key] : root[key];
  return (typeof original === 'object' && original !== null ? session.undo.get(original) : undefined) ?? original;
}

/** Puts every object changed in this session back as it was when the session began. */
export function undoChanges(): void {
  if (!session) return;
  for (const [target, before] of session.undo) {
    if (Array.isArray(target)) {
      const items = before as unknown[];
      target.length = items.length;
      for (let i = 0; i < items.length; i += 1) target[i] = items[i];
    } else {
      // Emptied first, so that the keys come back in their former order too.
      const record = target as Plain;
      for (const key of Reflect.ownKeys(record)) delete record[key];
      Object.assign(record, before);
    }
  }
  forgetChanges();
}

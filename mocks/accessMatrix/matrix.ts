/**
 * The rows of the access matrix for one contract entry: every demo user × {an object the oracle
 * says is theirs for the entry's rules, one it says is not} (one call per user for an entry that
 * names no object), each call's status judged against the oracle's expectation:
 * - allowed read: 2xx; allowed write: not refused by the access layer (any status but 401/403, and
 *   not 404 for a kind whose refusal is 404): the business rules may answer 400/404/409 to the
 *   minimal body;
 * - refused: 403 or 404, and the body holds none of the object's names nor, for a read, any value
 *   (of 4 characters or more) of the answer an allowed user gets for the same call.
 * An allowed read tries the user's objects in turn until one answers 2xx (an app without reports
 * may answer 404): a 401 or 403 on any of them fails the row. Writes run their refused calls
 * first, so that a refusal is judged on the fresh seed.
 */
import type { AnyEndpoint } from '../../src/domain/contract';
import { callOf, isRead, primaryKind, rulesOf, type MatrixCall } from './calls';
import { namesHiddenFrom, type EnvironmentRequest, type MatrixObject, objectsOf } from './objects';
import { isAgency, whoAllows, type Person } from './oracle';

export interface Answer {
  status: number;
  text: string;
}

export interface Counts {
  entries: number;
  rows: number;
  /** The matrix's own calls (the tries of an allowed read included). */
  calls: number;
  /** Calls of an allowed user whose answer a refused body is compared with. */
  referenceCalls: number;
  /** Calls that start the objects the seed lacks. */
  fixtureCalls: number;
  ownSkipped: number;
  otherSkipped: number;
  /** Rows judged: allowed and answered 2xx, allowed writes answered otherwise (400, 404, 409), refused. */
  allowed2xx: number;
  allowedNot2xx: number;
  refused: number;
}

/** One judged call, for the report: the entry, the user, which half, the object, what was expected and the status. */
export type Judged = [entry: string, user: string, half: string, object: string, expected: string, status: number];

export const newCounts = (): Counts => ({
  entries: 0,
  rows: 0,
  calls: 0,
  referenceCalls: 0,
  fixtureCalls: 0,
  ownSkipped: 0,
  otherSkipped: 0,
  allowed2xx: 0,
  allowedNot2xx: 0,
  refused: 0,
});

export interface EntryContext {
  users: readonly Person[];
  /** Sends a matrix call as a user (undefined: without a token). */
  send(call: MatrixCall, username: string | undefined): Promise<Answer>;
  counts: Counts;
  environmentRequests: readonly EnvironmentRequest[];
  /** Every judged call. */
  judged: Judged[];
}

const is2xx = (status: number) => status >= 200 && status < 300;
const HIDDEN_KINDS = ['notification'];
/** How many of a user's objects an allowed read tries before it fails (the seed has 33 projects). */
const MAX_TRIES = 40;

/** The leaf values of a JSON answer (or the text itself) of 4 characters or more. */
export function valuesOf(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text.trim().length >= 4 ? [text.trim()] : [];
  }
  const values: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    else if (typeof value === 'string' || typeof value === 'number') {
      const textValue = String(value).trim();
      if (textValue.length >= 4) values.push(textValue);
    }
  };
  walk(parsed);
  return [...new Set(values)];
}

interface Row {
  user: Person;
  half: 'own' | 'other' | 'call';
  /** The objects to try (an allowed read tries them in turn); empty for an entry that names none. */
  objects: MatrixObject[];
  allowed: boolean;
}

export async function runEntry(endpoint: AnyEndpoint, context: EntryContext): Promise<string[]> {
  const { users, counts } = context;
  const rules = rulesOf(endpoint);
  const kind = primaryKind(endpoint);
  const read = isRead(endpoint);
  const techUserId = (users.find((u) => u.role === 8) as Person).userId;
  const objects = kind ? objectsOf(kind, context.environmentRequests) : [];
  const holdsAll = (user: Person, object: MatrixObject) => rules.every((rule) => object.value(rule) === undefined || object.holds(user, rule));
  const failures: string[] = [];
  counts.entries += 1;
  if (kind && objects.length === 0) return [`${endpoint.id}: the seed (and the fixtures) hold no ${kind} to call it with`];

  const send = async (call: MatrixCall, user: Person, counter: 'calls' | 'referenceCalls') => {
    counts[counter] += 1;
    return context.send(call, user.username);
  };

  /** The values of the answer an allowed user gets for the object (none when nobody gets a 2xx). */
  const references = new Map<MatrixObject, Promise<string[]>>();
  const referenceOf = (object: MatrixObject) => {
    if (!references.has(object)) {
      const reader = users.find((u) => whoAllows(endpoint.rule!.who, u) && holdsAll(u, object));
      const answer = reader && read ? send(callOf(endpoint, object, reader, techUserId), reader, 'referenceCalls') : undefined;
      references.set(object, answer ? answer.then((a) => (is2xx(a.status) ? valuesOf(a.text) : [])) : Promise.resolve([]));
    }
    return references.get(object) as Promise<string[]>;
  };

  /** Another tenant's object: for a read, preferably one whose answer to its reader can be compared with. */
  const otherOf = async (user: Person) => {
    const others = objects.filter((o) => !holdsAll(user, o));
    if (read) for (const object of others.slice(0, 6)) if ((await referenceOf(object)).length > 0) return object;
    return others[0];
  };

  const rows: Row[] = [];
  const written = new Set<MatrixObject>();
  for (const user of users) {
    counts.rows += 1;
    const who = whoAllows(endpoint.rule!.who, user);
    if (!kind) {
      rows.push({ user, half: 'call', objects: [], allowed: who });
      continue;
    }
    const own = objects.filter((o) => holdsAll(user, o));
    // A write takes an object no earlier row of the entry wrote to (one user's delete leaves the next user's object alone).
    const unwritten = own.find((o) => !written.has(o)) ?? own[0];
    if (who && !read && unwritten) written.add(unwritten);
    if (own.length) rows.push({ user, half: 'own', objects: who && read ? own : [unwritten], allowed: who });
    else counts.ownSkipped += 1;
    const other = await otherOf(user);
    if (other) rows.push({ user, half: 'other', objects: [other], allowed: false });
    else counts.otherSkipped += 1;
  }

  const describe = (row: Row, object: MatrixObject | undefined, expected: string, answer: Answer) =>
    `${endpoint.id} · ${row.user.username} · ${row.half}${object ? ` (${object.label})` : ''}: expected ${expected}, received ${answer.status} ${answer.text.slice(0, 160)}`;

  const judgeRefused = async (row: Row, object: MatrixObject | undefined, answer: Answer) => {
    context.judged.push([endpoint.id, row.user.username, row.half, object?.label ?? '', 'refused', answer.status]);
    if (answer.status !== 403 && answer.status !== 404) return failures.push(describe(row, object, 'refused (403/404)', answer));
    counts.refused += 1;
    const leaked = [...(object?.names ?? []), ...(object && read ? await referenceOf(object) : [])].filter((value) => value && answer.text.includes(value));
    if (leaked.length) failures.push(`${describe(row, object, 'refused without the object\'s data', answer)} · leaked: ${leaked.slice(0, 5).join(' | ')}`);
  };

  const judgeAllowed = async (row: Row, object: MatrixObject | undefined, answer: Answer) => {
    context.judged.push([endpoint.id, row.user.username, row.half, object?.label ?? '', read ? '2xx' : 'not refused', answer.status]);
    const refusedStatuses = kind && HIDDEN_KINDS.includes(kind) ? [401, 403, 404] : [401, 403];
    if (read ? !is2xx(answer.status) : refusedStatuses.includes(answer.status)) {
      return failures.push(describe(row, object, read ? '2xx' : 'not refused', answer));
    }
    counts[is2xx(answer.status) ? 'allowed2xx' : 'allowedNot2xx'] += 1;
    // A list cut to the caller holds nothing of what an agency may not read.
    const scope = endpoint.rule!.scope;
    if (scope && isAgency(row.user) && is2xx(answer.status)) {
      const leaked = namesHiddenFrom(row.user, scope).filter((name) => answer.text.includes(name));
      if (leaked.length) failures.push(`${describe(row, object, `a list without what ${row.user.username} may not read`, answer)} · leaked: ${leaked.slice(0, 5).join(' | ')}`);
    }
  };

  const runRow = async (row: Row) => {
    if (row.half === 'call') {
      const answer = await send(callOf(endpoint, undefined, row.user, techUserId), row.user, 'calls');
      return row.allowed ? judgeAllowed(row, undefined, answer) : judgeRefused(row, undefined, answer);
    }
    if (!row.allowed) {
      const object = row.objects[0];
      return judgeRefused(row, object, await send(callOf(endpoint, object, row.user, techUserId), row.user, 'calls'));
    }
    // An allowed read: the first of the user's objects that answers 2xx; never a 401/403 on the way.
    let last: { object: MatrixObject; answer: Answer } | undefined;
    for (const object of row.objects.slice(0, MAX_TRIES)) {
      const answer = await send(callOf(endpoint, object, row.user, techUserId), row.user, 'calls');
      last = { object, answer };
      if (!read || is2xx(answer.status) || answer.status === 401 || answer.status === 403) break;
    }
    return last && judgeAllowed(row, last.object, last.answer);
  };

  if (read) {
    // Reads change nothing: their rows run side by side.
    await Promise.all(rows.map(runRow));
  } else {
    // Refusals first (on the fresh seed), then the calls that may write, one after the other.
    for (const row of rows.filter((r) => !r.allowed)) await runRow(row);
    for (const row of rows.filter((r) => r.allowed)) await runRow(row);
  }
  return failures;
}

/** The mock's own entries: public, one call each without a token. */
export async function runMockEntry(endpoint: AnyEndpoint, context: EntryContext): Promise<string[]> {
  context.counts.entries += 1;
  context.counts.rows += 1;
  context.counts.calls += 1;
  const answer = await context.send(callOf(endpoint, undefined, context.users[0], 0), undefined);
  const expected = isRead(endpoint) ? '2xx' : 'not refused';
  context.judged.push([endpoint.id, 'anyone', 'call', '', expected, answer.status]);
  const ok = isRead(endpoint) ? is2xx(answer.status) : answer.status !== 401 && answer.status !== 403;
  if (!ok) return [`${endpoint.id} · anyone (no token): expected ${expected}, received ${answer.status} ${answer.text.slice(0, 160)}`];
  context.counts[is2xx(answer.status) ? 'allowed2xx' : 'allowedNot2xx'] += 1;
  return [];
}

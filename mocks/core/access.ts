/**
 * Who may call what, as a server would enforce it: each contract entry declares its rule
 * (`.allow(…)`, src/domain/contract/access.ts) and handle() (./contract.ts) applies it, in order:
 * 401 without a valid bearer (unless the rule is 'anyone'); 403 {message: PASSWORD_RESET_FIRST} to
 * a token whose password must be reset first (resetStatus false, seed 000 section 2) unless the rule
 * is 'beforePasswordReset'; 403 when the caller's role (or user type) is not the rule's; then, for
 * each object the call names (a path or query parameter, a field of the JSON body), 403 unless the
 * caller stands in the declared relation to it (src/domain/access.ts says what each relation means).
 *
 * The objects are found by the areas: each registers, for its kinds of object, how to find one by
 * the value the call gives (defineObjectKind below; a project's relations in
 * mocks/projects/access.ts). An object that does not exist passes here, so that the area's rule
 * answers its 404 (or 400 for a value of the wrong shape); the rules keep their own checks as a
 * second line. A 403 names the kind of object and the relation, never the object's data.
 */
import type { PathParams } from 'msw';
import { RELATION_TEXT, KIND_TEXT, parseObjectRule, whoText } from '../../src/domain/access';
import type { AccessRule, ObjectKind, ObjectRelations, ObjectRule, Relation } from '../../src/domain/contract/access';
import { AGENCY_TYPE, can } from '../../src/domain/roles';
import type { MockUser } from './types';

/** What a call names: its path parameters, its query and (only read when a rule needs it) its JSON body. */
export interface AccessContext {
  params: PathParams;
  query: URLSearchParams;
  body?: unknown;
}

/** An object found by the value a call gives: whether a user stands in a relation to it. */
export interface Owned<R extends Relation = Relation> {
  allows(relation: R, user: MockUser): boolean;
}

/** Finds an object of a kind by the value a call gives (its id, name or URL); undefined when none exists. */
export type FindObject<K extends ObjectKind> = (value: string, context: AccessContext) => Owned<ObjectRelations[K]> | undefined;

interface KindOptions {
  /**
   * Refuse with 404 'Not found', as for an object that does not exist: for objects whose very
   * existence is another user's business (a notification: its ids are one sequence for everyone).
   */
  hidden?: boolean;
}

const kinds = new Map<ObjectKind, { find: FindObject<ObjectKind>; options: KindOptions }>();

/** An area says how to find the objects of a kind (once, when its module loads). */
export function defineObjectKind<K extends ObjectKind>(kind: K, find: FindObject<K>, options: KindOptions = {}): void {
  kinds.set(kind, { find: find as unknown as FindObject<ObjectKind>, options });
}

/** The kinds some area can find (a test checks every declared kind is among them). */
export function definedObjectKinds(): ObjectKind[] {
  return [...kinds.keys()];
}

/** The 403 answer's message to a token whose password must be reset first. */
export const PASSWORD_RESET_FIRST = 'Forbidden: the password must be reset first';

/**
 * Entries whose object rules are switched off: only `npm run contract:ci`'s deliberately drifted
 * copy of the mock sets it (scripts/mockServer.mjs --drop-object-rules), to prove that
 * `contract:check --access` finds the leak.
 */
const droppedObjectRules = new Set<string>();

export function dropObjectRules(entryIds: readonly string[]): void {
  droppedObjectRules.clear();
  for (const id of entryIds) droppedObjectRules.add(id);
}

/** Why a call is refused: the answer's status (403, or 404 for a hidden kind) and message. */
export interface Refusal {
  status: 403 | 404;
  message: string;
}

/** A compiled rule: its words, and the check that answers null (allowed) or the refusal. */
export interface Access {
  readonly describe: string;
  /** No bearer needed (sign-in, forgot password, the mock's own endpoints). */
  readonly public: boolean;
  /** Callable with a token that says the password must be reset first (resetStatus false). */
  readonly beforePasswordReset: boolean;
  /** Whether the check reads the JSON body. */
  readonly readsBody: boolean;
  check(user: MockUser, context: AccessContext, entryId: string): Refusal | null;
}

/** Whether the user is one the rule's `who` names (its words: whoText, src/domain/access.ts). */
function whoAllows(rule: AccessRule, user: MockUser): boolean {
  switch (rule.who) {
    case 'anyone':
    case 'signedIn':
    case 'beforePasswordReset':
      return true;
    case 'agencyUser':
      return user.type === AGENCY_TYPE;
    default:
      return can(user.role, rule.who);
  }
}

/** The value a call gives for an object rule ('' when it gives none). */
function valueOf(rule: ObjectRule, context: AccessContext): string {
  if (rule.in === 'path') {
    const value = context.params[rule.name];
    return typeof value === 'string' ? value : '';
  }
  if (rule.in === 'query') return context.query.get(rule.name) ?? '';
  let value: unknown = context.body;
  for (const key of rule.name.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The check of a contract entry's declared rule. */
export function compileAccess(rule: AccessRule): Access {
  const describe = whoText(rule.who);
  const objects = rule.objects.map(parseObjectRule);
  return {
    describe,
    public: rule.who === 'anyone',
    beforePasswordReset: rule.who === 'beforePasswordReset',
    readsBody: objects.some((o) => o.in === 'body'),
    check(user, context, entryId) {
      if (!whoAllows(rule, user)) return { status: 403, message: `Forbidden: only ${describe}` };
      if (droppedObjectRules.has(entryId)) return null;
      for (const object of objects) {
        const value = valueOf(object, context).trim();
        if (!value) continue;
        const kind = kinds.get(object.kind);
        if (!kind) throw new Error(`No area finds objects of the kind '${object.kind}' (defineObjectKind)`);
        const found = kind.find(value, context);
        if (found && !found.allows(object.relation, user)) {
          if (kind.options.hidden) return { status: 404, message: 'Not found' };
          return { status: 403, message: `Forbidden: ${KIND_TEXT[object.kind]} is not yours to use here: only ${RELATION_TEXT[object.relation]}` };
        }
      }
      return null;
    },
  };
}

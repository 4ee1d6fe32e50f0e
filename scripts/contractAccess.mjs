/**
 * `npm run contract:check -- --access --base URL --user a --user b … --password P [--writes]`: proves
 * that a backend refuses every user what belongs to another, by the access rules the contract
 * declares (src/domain/contract/access.ts; their meaning in src/domain/access.ts).
 *
 * Each user signs in; the token's claims (Id, Role, TYPE; a number or a numeric text) say who they
 * are. Each user's objects are found through the reads the conformance check knows: their projects
 * from their card lists (parties from the project's details), a project's apps, an app's builds,
 * a project's tasks, their devops projects (a portal project's when its name is the last segment of
 * that project's devopsUrl) and repositories, their agency (an agency user), their notifications.
 * For every entry with an object rule and every pair (owner A, other user B) where the rule's
 * relation certainly does not hold for B on one of A's objects (decided by the domain's relation
 * functions over what A's answers show; a party A's answers do not show may be anyone, and an
 * unknown owner is never asserted), B makes A's call: it must answer 403 or 404 with nothing of
 * A's (the object's names, and the texts A's own answer of that call held). Writes only with
 * --writes, with a minimal body naming the object where the rule says. A list cut to the caller
 * (`.scoped`) must not show B anything of A's list that B may not read.
 *
 * This module takes the calls from the conformance check's session (./contractCheck.mjs
 * createSession) and the domain's functions as arguments, so a test drives it with a fake backend.
 */
import { FOUND_KINDS, createObjectFinder, isAgency, isOk, numberOf } from './contractAccessObjects.mjs';

/** From the most specific kind of object to the least: an entry's rows name its most specific object. */
const SPECIFIC_FIRST = ['build', 'task', 'serverBuild', 'app', 'container', 'resource', 'importRequest', 'repository', 'devopsProject', 'environmentJob', 'notification', 'project', 'agency'];
/** Kinds whose relations are their project's. */
const PROJECT_KINDS = new Set(['project', 'app', 'build', 'task', 'container', 'resource', 'serverBuild']);
const DEVOPS_KINDS = new Set(['devopsProject', 'repository', 'importRequest']);
/** Own answers of a pair's call that are not 2xx before the pair gives up on that owner. */
const TRIES = 5;
/** The shortest text of an owner's answer that counts as theirs when another user's answer repeats it. */
const SECRET_MIN = 8;
/** A write's parameters that no answer gives (a branch name, a region): the rule's object is what the write is about. */
const PLACEHOLDER = 'access-check';
/** Entries checked at once. */
const PARALLEL = 4;

const short = (text, max = 70) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);
const quoted = (texts) => texts.slice(0, 3).map((text) => `'${short(text, 40)}'`).join(', ') + (texts.length > 3 ? ` and ${texts.length - 3} more` : '');

/** The claims of a JWT, read leniently: { userId, role, type, subject }, or undefined without a numeric Id and Role. */
export function claimsOfToken(token) {
  const part = typeof token === 'string' ? token.split('.')[1] : undefined;
  if (!part) return undefined;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const payload = JSON.parse(new globalThis.TextDecoder().decode(Uint8Array.from(globalThis.atob(base64), (c) => c.charCodeAt(0))));
    const userId = numberOf(payload?.Id);
    const role = numberOf(payload?.Role);
    if (userId === undefined || role === undefined) return undefined;
    return { userId, role, type: typeof payload.TYPE === 'string' ? payload.TYPE : undefined, subject: typeof payload.sub === 'string' ? payload.sub : undefined };
  } catch {
    return undefined;
  }
}

/**
 * Whether `holds(parties)` is false whatever the parties A's answers did not show (undefined) are:
 * an unknown agency, creator or tech user may be the caller or someone else, an unknown
 * createdByAgency either.
 */
export function certainlyFails(holds, caller, parties = {}) {
  const each = (value, otherwise) => (value === undefined ? otherwise : [value]);
  for (const agencyUserId of each(parties.agencyUserId, [caller.userId, -1])) {
    for (const creatorUserId of each(parties.creatorUserId, [caller.userId, -1])) {
      for (const techUserId of each(parties.techUserId, [caller.userId, null])) {
        for (const createdByAgency of each(parties.createdByAgency, [true, false])) {
          if (holds({ agencyUserId, creatorUserId, techUserId, createdByAgency })) return false;
        }
      }
    }
  }
  return true;
}

/** The value an object gives for a rule's place (undefined when it has none: that rule is not tried). */
function refOf(object, rule) {
  const { refs } = object;
  if (rule.kind === 'devopsProject') return rule.name === 'project' ? refs.devopsName : (refs.devopsId ?? refs.devopsName);
  if (rule.kind === 'repository') return /url/i.test(rule.name) ? refs.repoUrl : refs.repoId;
  if (rule.kind === 'agency') return /id$/i.test(rule.name) ? object.agencyUserId : refs.agencyName;
  return refs[rule.kind];
}

/** Whether the rule's relation certainly does not hold for the caller on the object. */
function ruleFails(access, rule, caller, object) {
  if (PROJECT_KINDS.has(rule.kind)) return certainlyFails((p) => access.projectRelationHolds(rule.relation, caller, p), caller, object.parties);
  if (DEVOPS_KINDS.has(rule.kind)) {
    return object.devopsParties !== undefined && certainlyFails((p) => access.devopsRelationHolds(rule.relation, caller, { kind: 'portal', project: p }), caller, object.devopsParties);
  }
  if (rule.kind === 'agency') return object.agencyUserId !== undefined && !access.agencyRelationHolds(rule.relation, caller, object.agencyUserId);
  if (rule.kind === 'notification') return object.ownerUserId !== undefined && object.ownerUserId !== caller.userId;
  return false;
}

/** The call's focus (path and query values) and minimal body naming the object where the rules say. */
function planOf(endpoint, rules, object) {
  const focus = { ...object.focus };
  let body = endpoint.schemas?.body ? {} : undefined;
  for (const rule of rules) {
    const value = refOf(object, rule);
    if (value === undefined) continue;
    if (rule.in !== 'body') {
      focus[rule.name] = value;
      continue;
    }
    body ??= {};
    const keys = rule.name.split('.');
    let at = body;
    for (const key of keys.slice(0, -1)) at = at[key] ??= {};
    at[keys.at(-1)] = value;
  }
  return { focus, body };
}

/** Every text of an answer (its leaves), for what another user's answer must not repeat. */
function textsOf(data, into = []) {
  if (typeof data === 'string') into.push(data);
  else if (Array.isArray(data)) data.forEach((item) => textsOf(item, into));
  else if (data && typeof data === 'object') Object.values(data).forEach((item) => textsOf(item, into));
  return into;
}

/** Every object in an answer (itself, its items and their fields, at any depth). */
function objectsIn(data, into = []) {
  if (Array.isArray(data)) data.forEach((item) => objectsIn(item, into));
  else if (data && typeof data === 'object') {
    into.push(data);
    Object.values(data).forEach((item) => objectsIn(item, into));
  }
  return into;
}

/** Whether `text` holds `secret` as a whole (not inside a longer word or number). */
function holdsWhole(text, secret) {
  const edge = (char) => char === undefined || !/[\p{L}\p{N}]/u.test(char);
  for (let at = text.indexOf(secret); at >= 0; at = text.indexOf(secret, at + 1)) {
    if (edge(text[at - 1]) && edge(text[at + secret.length])) return true;
  }
  return false;
}

/**
 * A's texts (secrets) that an answer's texts repeat, leaving out what the caller sent itself (an id
 * or name in its URL or body) and short words (a status, a flag) unless they hold a space.
 */
function repeated(texts, secrets, sent) {
  const found = new Set();
  for (const secret of secrets) {
    if ((secret.length < SECRET_MIN && !secret.includes(' ')) || sent.includes(secret) || found.has(secret)) continue;
    if (texts.some((text) => holdsWhole(text, secret))) found.add(secret);
  }
  return [...found];
}

/** One call's verdict: refused (403 or 404 with nothing of A's), a leak, or not proven (any other answer). */
export function judge(result, secrets, sent, { write = false } = {}) {
  if (result.network) return { kind: 'unproven', verdict: `not proven (network: ${result.network})` };
  const text = typeof result.data === 'string' ? result.data : JSON.stringify(result.data ?? '');
  const found = repeated(textsOf(result.data), secrets, sent);
  if (result.status >= 200 && result.status < 300) {
    const what = found.length > 0 ? quoted(found) : write ? `the write was accepted (${short(text, 40) || 'no body'})` : short(text, 60) || 'an empty body';
    return { kind: 'leak', verdict: `LEAK: ${result.status}, answered ${what}`, leaked: found.length > 0 ? quoted(found) : what };
  }
  if (result.status === 403 || result.status === 404) {
    if (found.length > 0) return { kind: 'leak', verdict: `LEAK: ${result.status}, but the answer names ${quoted(found)}`, leaked: quoted(found) };
    return { kind: 'refused', verdict: `refused (${result.status})` };
  }
  const message = typeof result.data?.message === 'string' ? `: ${short(result.data.message, 50)}` : '';
  return { kind: 'unproven', verdict: `not proven (${result.status}${message})` };
}

/**
 * The access run: `run()` resolves with `{ rows, notAsserted, problems }`; a row is
 * `{ id, pair, kind: 'refused' | 'leak' | 'unproven', verdict, leaked?, list? }`.
 */
export function createAccessCheck(options, { endpoints, domain }, session) {
  const { access } = domain;
  const people = [];
  const objectsOf = createObjectFinder({ session, domain, people });

  /** One (entry, A, B) row, or undefined when no object of A's is one B certainly may not use. */
  async function pairRow(endpoint, rules, kind, owner, other) {
    // Only what B certainly may not use is looked into (a project's apps, an app's builds).
    const objects = owner.objects(kind, (parent) => rules.some((rule) => ruleFails(access, rule, other.claims, parent)));
    let tries = 0;
    for (let i = 0; tries < TRIES; i += 1) {
      const object = await objects.at(i);
      if (!object) return undefined;
      if (!rules.some((rule) => refOf(object, rule) !== undefined && ruleFails(access, rule, other.claims, object))) continue;
      const { focus, body } = planOf(endpoint, rules, object);
      const secrets = [...object.names];
      let url;
      if (endpoint.changes) {
        const target = await session.callOf(owner.user, endpoint, [], focus, PLACEHOLDER);
        if (target.missing) {
          tries += 1;
          continue;
        }
        url = target.url;
      } else {
        const own = await session.answerOf(owner.user, endpoint, [], focus);
        if (own.missing || !isOk(own.result)) {
          tries += 1;
          continue;
        }
        url = own.url;
        secrets.push(...textsOf(own.result.data));
      }
      const result = await session.send(endpoint, { url, token: other.user.token, body });
      const sent = `${decodeURIComponent(url)} ${body === undefined ? '' : JSON.stringify(body)}`;
      return { id: endpoint.id, pair: `${other.name} on ${owner.name}'s ${object.label}`, call: `${endpoint.method} ${url.replace(/^https?:\/\/[^/]+/, '')}`, ...judge(result, secrets, sent, { write: endpoint.changes }) };
    }
    return undefined;
  }

  /** What of A's list answer B may not read: projects, notifications, agencies and devops projects with their relation failing for B. */
  async function forbiddenOf(owner, other, data, scope) {
    const projects = await owner.objects('project').all();
    const relation = scope === 'dashboard' ? 'dashboardReader' : 'reader';
    const forbidden = [];
    for (const node of objectsIn(data)) {
      // A project by its id, or by its name alone (the dashboards name their projects so).
      const projectId = numberOf(node.projectId);
      const byName = projectId === undefined && typeof node.projectName === 'string' ? node.projectName : undefined;
      const known = projects.find((p) => (projectId !== undefined ? p.refs.project === projectId : byName !== undefined && p.names[0] === byName));
      const name = known?.names[0] ?? (typeof node.projectName === 'string' ? node.projectName : undefined);
      const seen = forbidden.some((one) => one.noun === 'project' && (projectId !== undefined ? one.projectId === projectId : one.names[0] === name));
      if ((projectId !== undefined || byName !== undefined) && !seen && certainlyFails((p) => access.projectRelationHolds(relation, other.claims, p), other.claims, known?.parties)) {
        const id = projectId ?? known?.refs.project;
        forbidden.push({ projectId, noun: 'project', label: id !== undefined ? `project ${id}` : 'project', names: [name].filter(Boolean) });
      }
      const notificationId = numberOf(node.notificationId);
      if (scope === 'own' && notificationId !== undefined) forbidden.push({ notificationId, noun: 'notification', label: `notification ${notificationId}`, names: [] });
      const agency = typeof node.username === 'string' ? people.find((p) => isAgency(access, p.claims) && (p.claims.subject ?? p.user.username) === node.username) : undefined;
      if (scope === 'dashboard' && agency && !access.agencyRelationHolds('dashboardReader', other.claims, agency.claims.userId)) forbidden.push({ username: node.username, noun: 'agency', label: `agency ${node.username}`, names: [] });
    }
    if (scope === 'devops') {
      const texts = new Set(textsOf(data));
      for (const d of await owner.objects('devopsProject').all()) {
        if (texts.has(d.refs.devopsName) && ruleFails(access, { kind: 'devopsProject', relation: 'reader' }, other.claims, d)) forbidden.push({ noun: 'devops project', label: d.label, names: [d.refs.devopsName] });
      }
    }
    return forbidden;
  }

  /** One (scoped entry, A, B) row: B's answer of the list shows none of what of A's list B may not read. */
  async function listRow(endpoint, owner, other) {
    const focus = endpoint.path.includes(':userId') ? { userId: owner.claims.userId } : undefined;
    const own = await session.answerOf(owner.user, endpoint, [], focus);
    if (own.missing || !isOk(own.result)) return undefined;
    const forbidden = await forbiddenOf(owner, other, own.result.data, endpoint.rule.scope);
    if (forbidden.length === 0) return undefined;
    const kinds = [...new Set(forbidden.map((one) => one.noun))];
    const nouns = kinds.length === 1 && forbidden.length === 1 ? kinds[0] : kinds.map((noun) => `${noun}s`).join(' and ');
    const pair = `${other.name}'s list, none of ${owner.name}'s ${forbidden.length} ${nouns}`;
    const theirs = await session.answerOf(other.user, endpoint, [], focus);
    if (theirs.missing) return { id: endpoint.id, pair, list: true, kind: 'unproven', verdict: `not proven (no parameter value: ${theirs.missing})` };
    if (!isOk(theirs.result)) return { id: endpoint.id, pair, list: true, ...judge(theirs.result, [], '') };
    const readable = new Set((await other.objects('project').all()).flatMap((p) => p.names));
    const nodes = objectsIn(theirs.result.data);
    const texts = textsOf(theirs.result.data);
    const listed = forbidden.filter(
      (one) =>
        nodes.some((node) => (one.projectId !== undefined && numberOf(node.projectId) === one.projectId) || (one.notificationId !== undefined && numberOf(node.notificationId) === one.notificationId) || (one.username !== undefined && node.username === one.username)) ||
        repeated(texts, one.names.filter((name) => !readable.has(name)), '').length > 0,
    );
    if (listed.length === 0) return { id: endpoint.id, pair, list: true, kind: 'refused', verdict: 'none listed' };
    const leaked = quoted(listed.map((one) => one.label + (one.names[0] ? ` (${one.names[0]})` : '')));
    return { id: endpoint.id, pair, list: true, kind: 'leak', verdict: `LEAK: ${theirs.result.status}, lists ${leaked}`, leaked };
  }

  return {
    async run() {
      const problems = [];
      for (const user of session.users) {
        const signedIn = await session.signIn(user);
        const claims = signedIn.kind === 'ok' ? claimsOfToken(user.token) : undefined;
        if (signedIn.kind !== 'ok') problems.push(`${user.username}: the sign-in: ${signedIn.verdict}`);
        else if (!claims) problems.push(`${user.username}: the token's claims give no numeric Id and Role`);
        else people.push({ user, claims, name: user.username });
      }
      for (const person of people) person.objects = objectsOf(person);
      const rows = [];
      const notAsserted = [];
      if (people.length < 2) return { rows, notAsserted, problems: [...problems, 'fewer than two users to compare'] };
      const pairs = people.flatMap((owner) => people.filter((other) => other !== owner).map((other) => [owner, other]));
      /** One entry's rows, or why it has none. */
      const entryOf = async (endpoint) => {
        const rules = (endpoint.rule?.objects ?? []).map(access.parseObjectRule);
        if (endpoint.changes && !options.writes) return { id: endpoint.id, write: true, reason: 'changes state (only with --writes)' };
        const kind = SPECIFIC_FIRST.find((one) => rules.some((rule) => rule.kind === one));
        const found = [];
        for (const [owner, other] of pairs) {
          const row = rules.length > 0 ? await pairRow(endpoint, rules, kind, owner, other) : !endpoint.changes ? await listRow(endpoint, owner, other) : undefined;
          if (row) found.push(row);
        }
        if (found.length > 0) return { rows: found };
        if (rules.length === 0) return { id: endpoint.id, reason: "no item of one user's list that another certainly may not read" };
        if (!FOUND_KINDS.has(kind)) return { id: endpoint.id, reason: `no read names an object of the kind ${kind} with its owner` };
        return { id: endpoint.id, reason: `no ${kind} of one user that another certainly may not use${endpoint.changes ? '' : ' and that its owner was answered'}` };
      };
      // Reads first, then the writes, deletions last (as the conformance check orders them), a few entries at once.
      const checked = endpoints.filter((endpoint) => endpoint.rule?.objects?.length > 0 || endpoint.rule?.scope);
      const phase = (one) => (!one.changes ? 0 : one.method === 'DELETE' ? 2 : 1);
      const results = new Map();
      for (const at of [0, 1, 2]) {
        const queue = checked.filter((endpoint) => phase(endpoint) === at);
        const worker = async () => {
          for (let endpoint = queue.shift(); endpoint; endpoint = queue.shift()) results.set(endpoint, await entryOf(endpoint));
        };
        await Promise.all(Array.from({ length: PARALLEL }, worker));
      }
      for (const result of checked.map((endpoint) => results.get(endpoint))) {
        if (result.rows) rows.push(...result.rows);
        else notAsserted.push(result);
      }
      return { rows, notAsserted, problems };
    },
  };
}

/** The rows as a table: entry, pair, verdict. */
export function formatAccessRows(rows) {
  if (rows.length === 0) return '(no pair asserted)';
  const idWidth = Math.max(...rows.map((row) => row.id.length));
  const pairWidth = Math.min(90, Math.max(...rows.map((row) => row.pair.length)));
  return rows.map((row) => `${row.id.padEnd(idWidth)}  ${row.pair.padEnd(pairWidth)}  ${row.verdict}`).join('\n');
}

/** The summary line's counts, and whether the run failed (a leak, a call not proven, or a user not signed in). */
export function summaryOf({ rows, notAsserted, problems }) {
  const count = (kind, list) => rows.filter((row) => row.kind === kind && !!row.list === list).length;
  const line =
    `contract:check --access: ${count('refused', false)} refused, ${count('leak', false)} leaks, ${count('unproven', false)} not proven ` +
    `(${rows.filter((row) => !row.list).length} pairs); lists: ${count('refused', true)} clean, ${count('leak', true)} leaks, ${count('unproven', true)} not proven; ` +
    `${notAsserted.length} entries not asserted`;
  return { line, failed: problems.length > 0 || rows.some((row) => row.kind !== 'refused') };
}

/** Runs the check and prints its table, what was not asserted, the leaks and the summary; resolves with the exit status. */
export async function runAccessCheck(options, loaded, session) {
  const result = await createAccessCheck(options, loaded, session).run();
  console.log(formatAccessRows(result.rows));
  const writes = result.notAsserted.filter((one) => one.write);
  const others = result.notAsserted.filter((one) => !one.write).map((one) => `  ${one.id}: ${one.reason}`);
  if (writes.length > 0) others.push(`  ${writes.length} writes (only with --writes): ${writes.map((one) => one.id).join(', ')}`);
  if (others.length > 0) console.log(`\nnot asserted:\n${others.join('\n')}`);
  const leaks = result.rows.filter((row) => row.kind === 'leak');
  if (leaks.length > 0) console.log(`\nleaks:\n${leaks.map((row) => `  ${row.id}: ${row.pair}: ${row.leaked}${row.call ? ` (${row.call})` : ''}`).join('\n')}`);
  for (const problem of result.problems) console.log(`\nproblem: ${problem}`);
  const { line, failed } = summaryOf(result);
  console.log(`\n${line}`);
  return failed ? 1 : 0;
}

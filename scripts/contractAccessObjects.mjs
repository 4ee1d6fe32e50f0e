/**
 * What each signed-in user owns, for the access check (./contractAccess.mjs), found through the
 * reads the conformance check knows and only on demand: their projects from their card lists (the
 * furthest along first; parties from the project's details), a project's apps, an app's builds, a
 * project's tasks, container and cloud resource (named as the portal names them), their devops
 * projects (a portal project's when its name is the last segment of that project's devopsUrl, else
 * of an owner not known) and those projects' repositories, their agency (an agency user) and their
 * notifications.
 *
 * An object: `{ kind, label, refs, names, focus, parties?, devopsParties?, agencyUserId?, ownerUserId? }`:
 * refs are the values that name it and what it belongs to, names the texts that are its owner's
 * (a project's name, an app's), focus the parameters that call it up.
 */

/** The kinds of object the check finds a user's own of (a queue item, an environment request or an import request no read names with its owner). */
export const FOUND_KINDS = new Set(['project', 'container', 'resource', 'app', 'build', 'task', 'devopsProject', 'repository', 'agency', 'notification']);

/** A number, or a text that is one (token claims and ids are read leniently). */
export const numberOf = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined);

/** The items of a list answer: bare, or as {result}, {value} (the devops service) or {content} (the notifications' page). */
export const listOf = (data) =>
  Array.isArray(data) ? data : Array.isArray(data?.result) ? data.result : Array.isArray(data?.value) ? data.value : Array.isArray(data?.content) ? data.content : [];

export const isOk = (result) => !!result && result.status >= 200 && result.status < 300 && result.data?.notJson === undefined;

/** A user of type AGENCY, or of an agency role, by their token's claims. */
export const isAgency = (access, claims) => claims.type === 'AGENCY' || access.isAgencyRole(claims.role);

/** A list that grows on demand from an async generator, one step at a time (callers may ask at once). */
export function lazyList(generate) {
  const items = [];
  let iterator;
  let done = false;
  let chain = Promise.resolve();
  const step = async (index) => {
    iterator ??= generate();
    while (items.length <= index && !done) {
      const next = await iterator.next();
      if (next.done) done = true;
      else items.push(next.value);
    }
    return items[index];
  };
  const at = (index) => {
    const run = chain.then(() => step(index));
    chain = run.catch(() => undefined);
    return run;
  };
  return {
    at,
    async all() {
      while (!done) await at(items.length);
      return items;
    },
  };
}

/** Each item of the inner lists of every item of `outer` that `keep` keeps, in order (another's items are never looked into). */
const within = (outer, keep, make) =>
  lazyList(async function* () {
    for (let i = 0; ; i += 1) {
      const parent = await outer.at(i);
      if (!parent) return;
      if (keep(parent)) yield* await make(parent);
    }
  });

/**
 * `objectsOf(person)(kind, keep)`: a person's objects of a kind, as a lazy list that looks into a
 * project (or devops project) only when `keep` keeps it. `people`: the signed-in users
 * `{ user, claims }` (a creator among them tells whether an agency created a project).
 */
export function createObjectFinder({ session, domain, people }) {
  const { access } = domain;
  const names = domain.names ?? {};
  const rank = (status) => (domain.projectStatuses ?? []).indexOf(status);

  /** A project's parties as its details show them (undefined: not shown, so anyone). */
  function partiesOf(details) {
    if (!details) return {};
    const creatorUserId = numberOf(details.projectCreator?.userId);
    const creator = people.find((person) => person.claims.userId === creatorUserId);
    return {
      agencyUserId: numberOf(details.dfcUser?.userId),
      creatorUserId,
      techUserId: details.techUser === null ? null : numberOf(details.techUser?.userId),
      createdByAgency: creator ? isAgency(access, creator.claims) : undefined,
    };
  }

  return function objectsOf(person) {
    const dataOf = async (id, focus) => {
      const endpoint = session.byId.get(id);
      const got = endpoint ? await session.answerOf(person.user, endpoint, [], focus) : {};
      return isOk(got.result) ? got.result.data : undefined;
    };
    const kinds = {};
    const projects = lazyList(async function* () {
      const cards = new Map();
      for (const id of session.projectLists ?? []) {
        for (const card of listOf(await dataOf(id))) {
          const projectId = numberOf(card?.projectId);
          if (projectId !== undefined && !cards.has(projectId)) cards.set(projectId, card);
        }
      }
      const sorted = [...cards.entries()].sort(([, a], [, b]) => rank(b.projectStatus) - rank(a.projectStatus));
      for (const [projectId, card] of sorted) {
        const details = await dataOf('projects.details', { projectId });
        const name = details?.projectName ?? card.projectName;
        const parties = partiesOf(details);
        yield {
          kind: 'project',
          label: `project ${projectId}${name ? ` (${name})` : ''}`,
          refs: {
            project: projectId,
            resource: name && names.resourceName ? names.resourceName(name, projectId) : undefined,
            container: details?.devopsUrl && names.containerName ? names.containerName(details.devopsUrl, projectId) : undefined,
          },
          parties,
          agencyUserId: parties.agencyUserId,
          names: [name].filter(Boolean),
          focus: { projectId },
          devopsName: names.devopsProjectNameOf?.(details?.devopsUrl) ?? undefined,
        };
      }
    });
    const devopsProjects = lazyList(async function* () {
      const portal = await projects.all();
      for (const item of listOf(await dataOf('devopsService.projects'))) {
        if (typeof item?.name !== 'string') continue;
        const owner = portal.find((p) => p.devopsName && p.devopsName.toLowerCase() === item.name.toLowerCase());
        const refs = { devopsName: item.name, devopsId: item.id };
        yield { kind: 'devopsProject', label: `devops project ${item.name}`, refs, devopsParties: owner?.parties, names: [item.name, item.description].filter(Boolean), focus: { project: item.name } };
      }
    });
    const appsOf = async (p) =>
      listOf(await dataOf('apps.list', p.focus))
        .filter((app) => numberOf(app?.appId) !== undefined)
        .map((app) => {
          const appId = numberOf(app.appId);
          const label = `app ${appId}${app.appName ? ` (${app.appName})` : ''} of project ${p.refs.project}`;
          return { ...p, kind: 'app', label, refs: { ...p.refs, app: appId }, names: [app.appName, ...p.names].filter(Boolean), focus: { ...p.focus, appId } };
        });
    const buildsOf = async (a) =>
      listOf(await dataOf('apps.buildHistory', a.focus))
        .filter((build) => numberOf(build?.buildNo) !== undefined)
        .map((build) => {
          const buildNo = numberOf(build.buildNo);
          return { ...a, kind: 'build', label: `build ${buildNo} of app ${a.refs.app}`, refs: { ...a.refs, build: buildNo }, focus: { ...a.focus, buildNo } };
        });
    const tasksOf = async (p) =>
      listOf(await dataOf('tasks.list', p.focus))
        .filter((task) => numberOf(task?.taskId) !== undefined)
        .map((task) => ({ ...p, kind: 'task', label: `task ${task.taskId} of ${p.label}`, refs: { ...p.refs, task: numberOf(task.taskId) }, names: [task.taskName, ...p.names].filter(Boolean) }));
    const reposOf = async (d) =>
      listOf(await dataOf('devopsService.repositories', d.focus))
        .filter((repo) => typeof repo?.id === 'string')
        .map((repo) => {
          const label = `repository ${repo.name ?? repo.id} of ${d.refs.devopsName}`;
          return { ...d, kind: 'repository', label, refs: { ...d.refs, repoId: repo.id, repoUrl: repo.remoteUrl }, names: [repo.name, repo.remoteUrl, ...d.names].filter(Boolean), focus: { ...d.focus, repoId: repo.id } };
        });
    /** The lists of what belongs to a project or devops project, looking only into those `keep` keeps. */
    const nested = {
      project: () => projects,
      devopsProject: () => devopsProjects,
      container: (keep) => within(projects, keep, async (p) => (p.refs.container ? [{ ...p, kind: 'container', label: `container ${p.refs.container} of ${p.label}` }] : [])),
      resource: (keep) => within(projects, keep, async (p) => (p.refs.resource ? [{ ...p, kind: 'resource', label: `resource ${p.refs.resource} of ${p.label}` }] : [])),
      app: (keep) => within(projects, keep, appsOf),
      build: (keep) => within(within(projects, keep, appsOf), keep, buildsOf),
      task: (keep) => within(projects, keep, tasksOf),
      repository: (keep) => within(devopsProjects, keep, reposOf),
    };
    kinds.agency = lazyList(async function* () {
      if (!isAgency(access, person.claims)) return;
      const agencyName = person.claims.subject ?? person.user.username;
      yield { kind: 'agency', label: `agency ${agencyName}`, refs: { agencyName }, agencyUserId: person.claims.userId, names: [], focus: { username: agencyName } };
    });
    kinds.notification = lazyList(async function* () {
      for (const item of listOf(await dataOf('notifications.page'))) {
        const id = numberOf(item?.notificationId);
        const text = typeof item.notification === 'string' ? [item.notification] : [];
        if (id !== undefined) yield { kind: 'notification', label: `notification ${id}`, refs: { notification: id }, ownerUserId: person.claims.userId, names: text, focus: { notificationId: id } };
      }
    });
    const none = lazyList(async function* () {});
    return (kind, keep = () => true) => nested[kind]?.(keep) ?? kinds[kind] ?? none;
  };
}

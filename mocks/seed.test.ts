import { PROJECT_STATUSES } from '../src/domain/projects';
import { isRole } from '../src/domain/roles';
import './areas';
import { commitDb, loadPersistedDb, persistDb } from './core/persistence';
import { createSeed, db, resetDb } from './core/state';
import { tables } from './core/tables';
import type { LookupOption } from './lookups/types';
import { NOTIFIED_PROJECTS } from './notifications/seed';

describe('the seed', () => {
  it('has the eleven demo users with ids 1..11, e-mails and agency names', () => {
    const seed = createSeed();
    expect(seed.users.map((u) => u.userId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(seed.users.filter((u) => u.role === 8).map((u) => u.username)).toEqual(['tech', 'tech2']);
    expect(seed.users.every((u) => isRole(u.role) && u.email === `${u.username}@example.com`)).toBe(true);
    expect(seed.users.filter((u) => u.type === 'AGENCY').map((u) => u.username)).toEqual(['gagency', 'lagency']);
    expect(seed.agencies.map((a) => [a.username, a.agencyName])).toEqual([
      ['gagency', 'Northwind Creative'],
      ['lagency', 'Bluefin Digital'],
    ]);
    expect(seed.users.find((u) => u.username === 'locked')?.status).toBe('LOCKED');
    expect(seed.users.find((u) => u.username === 'newuser')?.resetStatus).toBe(false);
  });

  it('has the lookup lists of the wizard, with the documented first choices', () => {
    const { lookups, brands, cloudRegions } = createSeed();
    for (const list of Object.values(lookups) as LookupOption[][]) {
      expect(list.length).toBeGreaterThan(1);
      expect(new Set(list.map((o) => o.id)).size).toBe(list.length);
    }
    expect(lookups.durations.map((d) => d.name)).toContain('1< and >3 months');
    expect(lookups.cloud_platforms[0].name).toBe('Azure');
    expect(lookups.hosting_type[0].name).toBe('PaaS');
    expect(lookups.environments.map((e) => e.name)).toEqual(expect.arrayContaining(['Dev', 'QA', 'UAT', 'Prod']));
    expect(lookups.dfc_templates.every((t) => t.templateUrl.startsWith('https://'))).toBe(true);
    expect(brands.length).toBeGreaterThanOrEqual(6);
    expect(cloudRegions.filter((r) => r.cpId === lookups.cloud_platforms[0].id).map((r) => r.serviceName)).toContain('Azure App Service');
  });

  it('writes the same notifications whatever the seed time, dated before it', () => {
    const seededAt = Date.parse('2025-01-01T00:00:00Z');
    const a = createSeed(seededAt);
    const b = createSeed(Date.parse('2025-06-01T00:00:00Z'));
    const text = (s: typeof a) => s.notifications.map((n) => [n.userId, n.notification, n.readUnreadFlag]);
    expect(text(a)).toEqual(text(b));
    expect(a.notifications.every((n) => Date.parse(n.createdOn) < seededAt)).toBe(true);
    expect(a.sequences.notificationId).toBe(a.notifications.length + 1);
  });

  it('generates a new random signing key with every seed', () => {
    expect(createSeed().signingKey).not.toBe(createSeed().signingKey);
  });
});

describe('the tables', () => {
  it('are the core tables, dependencies first, each key and sequence of the state owned by exactly one', () => {
    const names = tables().map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['auth', 'lookups', 'notifications', 'projects', 'jobs']));
    for (const [index, table] of tables().entries()) {
      for (const dependency of table.dependsOn) expect(names.indexOf(dependency)).toBeLessThan(index);
    }
    const seed = createSeed();
    const keys = tables().flatMap((t) => t.keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys, 'sequences'].sort()).toEqual(Object.keys(seed).sort());
    const sequences = tables().flatMap((t) => t.sequences);
    expect(new Set(sequences).size).toBe(sequences.length);
    expect([...sequences].sort()).toEqual(Object.keys(seed.sequences).sort());
  });

  it('seed the sequences after the seeded ids, and the jobs table with no job and a clock at speed 1', () => {
    const now = Date.parse('2025-03-01T00:00:00Z');
    const seed = createSeed(now);
    expect(seed.sequences.userId).toBe(Math.max(...[...seed.users, ...seed.teamMembers].map((u) => u.userId)) + 1);
    expect(seed.sequences.taskId).toBe(Math.max(...seed.tasks.map((t) => t.taskId)) + 1);
    expect(seed.sequences.templateId).toBe(Math.max(...seed.templates.map((t) => t.templateId)) + 1);
    expect(seed.jobs).toEqual([]);
    expect(seed.sequences.jobId).toBe(1);
    expect(seed.clock).toMatchObject({ base: now, speed: 1 });
  });
});

describe('persistence without IndexedDB (jest)', () => {
  it('persistDb and commitDb are no-ops and loadPersistedDb gives a fresh seed', async () => {
    expect(typeof indexedDB).toBe('undefined');
    db.users[1].password = 'changed';
    await expect(persistDb()).resolves.toBeUndefined();
    await expect(commitDb()).resolves.toBeUndefined();
    const report = await loadPersistedDb();
    expect(report.seeded).toEqual(tables().map((t) => t.name));
    expect(db.users[1].password).toBe('Password@1');
  });

  it('resetDb keeps the identity of the db object', () => {
    const same = db;
    db.notifications.length = 0;
    resetDb();
    expect(db).toBe(same);
    expect(db.notifications.length).toBeGreaterThan(0);
  });
});

describe('the project seed', () => {
  const seed = createSeed();
  const { projects, lookups } = seed;
  const byId = (id: number) => projects.find((p) => p.projectId === id);

  it('has at least 25 projects with unique ids and names, over both agencies, both creators and every brand', () => {
    expect(projects.length).toBeGreaterThanOrEqual(25);
    expect(new Set(projects.map((p) => p.projectId)).size).toBe(projects.length);
    expect(new Set(projects.map((p) => p.projectName.toLowerCase())).size).toBe(projects.length);
    expect(new Set(projects.map((p) => p.dfcUser.username))).toEqual(new Set(['gagency', 'lagency']));
    expect(new Set(projects.map((p) => p.projectCreator.username))).toEqual(new Set(['gbm', 'lbm']));
    expect(new Set(projects.map((p) => p.projectBrand.brandId)).size).toBe(seed.brands.length);
    expect(seed.sequences.projectId).toBe(Math.max(...projects.map((p) => p.projectId)) + 1);
  });

  it('covers every creation status and every project status, each consistent with the other', () => {
    expect(new Set(projects.map((p) => p.projectCreationStatus))).toEqual(new Set(['', 'DRAFT', 'SUBMITTED', 'APPROVED']));
    expect(new Set(projects.map((p) => p.projectStatus))).toEqual(new Set([null, ...PROJECT_STATUSES]));
    for (const p of projects) {
      if (p.projectCreationStatus === '' || p.projectCreationStatus === 'DRAFT') {
        expect([p.projectId, p.projectStatus, p.techApprovalFlag, p.techUser]).toEqual([p.projectId, null, false, null]);
      } else if (p.projectCreationStatus === 'SUBMITTED') {
        expect([p.projectId, p.projectStatus]).toEqual([p.projectId, 'PROJECT_DETAILS_FILLED']);
        expect(p.techUser === null).toBe(!p.techApprovalFlag);
      } else {
        expect(p.projectStatus).not.toBe('PROJECT_DETAILS_FILLED');
        expect(p.techUser?.username).toMatch(/^tech2?$/);
      }
    }
  });

  it('fills the wizard fields of created projects from the lookups, with the CMS rule applied', () => {
    const same = (list: LookupOption[], value: LookupOption | null) =>
      value === null || list.some((o) => o.id === value.id && o.name === value.name);
    const created = projects.filter((p) => p.projectCreationStatus !== '');
    expect(created.some((p) => p.cmsFlag)).toBe(true);
    expect(created.some((p) => !p.cmsFlag)).toBe(true);
    for (const p of created) {
      expect(same(lookups.markets, p.markets) && p.markets !== null).toBe(true);
      expect(same(lookups.durations, p.duration) && same(lookups.cms, p.cms) && same(lookups.frontends, p.frontend)).toBe(true);
      expect(same(lookups.middlewares, p.middleware) && same(lookups.backends, p.backend) && same(lookups.frameworks, p.framework)).toBe(true);
      expect(same(lookups.dfc_templates, p.dfcTemplates) && same(lookups.cloud_platforms, p.cloudPlatform)).toBe(true);
      expect(p.cmsFlag ? [p.frontend, p.middleware, p.framework, p.backend] : [p.cms]).toEqual(p.cmsFlag ? [null, null, null, null] : [null]);
      expect(p.cmsFlag ? p.cms : p.frontend).not.toBeNull();
      expect(p.noOfEnvironments).toBe(p.environments.length);
      if (p.cloudRegions) expect(p.cloudRegions.cpId).toBe(p.cloudPlatform?.id);
      if (p.projectCreationStatus !== 'DRAFT') expect(p.dfcTemplates).not.toBeNull();
    }
    expect(projects.filter((p) => p.projectCreationStatus === '').every((p) => p.markets === null && p.environments.length === 0)).toBe(true);
  });

  it('keeps the projects the seeded notifications name', () => {
    for (const { projectId, projectName } of NOTIFIED_PROJECTS) expect(byId(projectId)?.projectName).toBe(projectName);
  });

  it('gives the demo accounts something to do in every list', () => {
    const of = (agency: string, status: string) => projects.filter((p) => p.dfcUser.username === agency && p.projectCreationStatus === status);
    for (const status of ['', 'DRAFT', 'SUBMITTED', 'APPROVED']) expect(of('gagency', status).length).toBeGreaterThan(0);
    const gbmPending = projects.filter(
      (p) => p.projectCreator.username === 'gbm' && p.projectCreationStatus === 'SUBMITTED' && !p.techApprovalFlag,
    );
    expect(gbmPending.map((p) => p.projectId)).toEqual([15, 24]);
    const techPending = projects.filter((p) => p.projectCreationStatus === 'SUBMITTED' && p.techApprovalFlag);
    expect(techPending.map((p) => [p.projectId, p.techUser?.username])).toEqual([[5, 'tech'], [19, 'tech2'], [25, 'tech2']]);
    expect(projects.filter((p) => p.projectCreationStatus === 'APPROVED' && p.techUser?.username === 'tech').length).toBeGreaterThan(5);
  });

  it('has saved templates for both agencies, upper-cased and unique per user', () => {
    const names = (owner: string) => seed.templates.filter((t) => t.dfcUser?.username === owner).map((t) => t.templateName);
    expect(names('gagency')).toEqual(expect.arrayContaining(['REACT STARTER', 'CMS SITE']));
    expect(names('lagency').length).toBeGreaterThan(0);
    for (const owner of ['gagency', 'lagency']) {
      expect(names(owner).every((n) => n === n.toUpperCase())).toBe(true);
      expect(new Set(names(owner)).size).toBe(names(owner).length);
    }
  });

  it('has team-member users with roles and skills, some in projects, and tasks in several states', () => {
    const { teamMembers, tasks } = seed;
    expect(teamMembers.length).toBeGreaterThanOrEqual(8);
    expect(teamMembers.length).toBeLessThanOrEqual(14);
    expect(new Set(teamMembers.map((m) => m.teamMembers.role.roleName)).size).toBeGreaterThanOrEqual(5);
    expect(teamMembers.every((m) => m.teamMembers.teamMemberSkills.length > 0)).toBe(true);
    // Team members are users (seed 001 section 3): tech and gagency are team members too, under their own id and name.
    const accounts = new Map(seed.users.map((u) => [u.userId, u.username]));
    const accountMembers = teamMembers.filter((m) => accounts.has(m.userId));
    expect(accountMembers.map((m) => m.username).sort()).toEqual(['gagency', 'tech']);
    expect(accountMembers.every((m) => accounts.get(m.userId) === m.username)).toBe(true);
    const inProjects = projects.flatMap((p) => p.teamMemberIds);
    expect(inProjects.length).toBeGreaterThan(0);
    expect(inProjects.every((id) => teamMembers.some((m) => m.userId === id))).toBe(true);

    expect(new Set(tasks.map((t) => t.state)).size).toBeGreaterThanOrEqual(4);
    expect(tasks.every((t) => seed.taskStates.includes(t.state))).toBe(true);
    expect(new Set(tasks.map((t) => t.dfcProject.projectId)).size).toBeGreaterThanOrEqual(3);
    for (const task of tasks.filter((t) => t.assignedTMUser)) {
      expect(byId(task.dfcProject.projectId)?.teamMemberIds).toContain(task.assignedTMUser?.userId);
    }
  });
});

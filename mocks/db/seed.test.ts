import { isRole } from '../../src/domain/roles';
import { createSeed, db, loadPersistedDb, persistDb, resetDb, type LookupOption } from '.';

describe('the seed', () => {
  it('has the ten demo users with ids 1..10, e-mails and agency names', () => {
    const seed = createSeed();
    expect(seed.users.map((u) => u.userId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
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
    const a = createSeed(Date.parse('2025-01-01T00:00:00Z'));
    const b = createSeed(Date.parse('2025-06-01T00:00:00Z'));
    const text = (s: typeof a) => s.notifications.map((n) => [n.userId, n.notification, n.readUnreadFlag]);
    expect(text(a)).toEqual(text(b));
    expect(a.notifications.every((n) => Date.parse(n.createdOn) < a.seededAt)).toBe(true);
    expect(a.sequences.notificationId).toBe(a.notifications.length + 1);
  });

  it('generates a new random signing key with every seed', () => {
    expect(createSeed().signingKey).not.toBe(createSeed().signingKey);
  });
});

describe('persistence without IndexedDB (jest)', () => {
  it('persistDb is a no-op and loadPersistedDb gives a fresh seed', async () => {
    expect(typeof indexedDB).toBe('undefined');
    db.users[1].password = 'changed';
    expect(() => persistDb()).not.toThrow();
    await loadPersistedDb();
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

import type { Notification } from '../../src/domain/notifications';
import { call, signInAs } from '../testing';

interface Page {
  content: Notification[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

const getJson = async <T>(path: string, token: string): Promise<T> => {
  const response = await call(path, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

async function wholeInbox(token: string): Promise<Notification[]> {
  const first = await getJson<Page>('/api/notifications/1', token);
  const rest = [];
  for (let page = 2; page <= first.totalPages; page += 1) rest.push(await getJson<Page>(`/api/notifications/${page}`, token));
  return [first, ...rest].flatMap((p) => p.content);
}

describe('notification endpoints', () => {
  it.each(['/api/unread_notifications_count', '/api/notifications_count/', '/api/notifications/1', '/api/mark_notification/1'])(
    '%s answers 401 without a valid token',
    async (path) => {
      const missing = await call(path);
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({ message: 'Unauthorized' });
      expect((await call(path, { token: 'not.a.token' })).status).toBe(401);
    },
  );

  it('pages the inbox by 20, newest first', async () => {
    const token = await signInAs('gbm');
    const first = await getJson<Page>('/api/notifications/1', token);
    expect(first).toMatchObject({ totalElements: 46, totalPages: 3, number: 1, size: 20 });
    expect(first.content).toHaveLength(20);
    expect((await getJson<Page>('/api/notifications/3', token)).content).toHaveLength(6);
    expect(await getJson<Page>('/api/notifications/4', token)).toMatchObject({ content: [], totalElements: 46, number: 4 });

    const all = await wholeInbox(token);
    expect(all).toHaveLength(46);
    const dates = all.map((n) => n.createdOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(all.map((n) => n.notificationId)).size).toBe(46);
  });

  it('answers the documented fields with HTML text, timestamps of the last ~60 days and both flags', async () => {
    const all = await wholeInbox(await signInAs('tech'));
    expect(all.length).toBeGreaterThan(40);
    for (const n of all) {
      expect(Object.keys(n).sort()).toEqual(['createdOn', 'notification', 'notificationId', 'readUnreadFlag']);
      const age = Date.now() - Date.parse(n.createdOn);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(61 * 24 * 3600 * 1000);
    }
    expect(new Set(all.map((n) => n.readUnreadFlag))).toEqual(new Set(['UNREAD', 'READ']));
    expect(all.some((n) => /<a href="\/view(Approved)?ProjectDetails\/\d+">/.test(n.notification))).toBe(true);
    expect(all.some((n) => n.notification.includes('<b>') && n.notification.includes('<i>'))).toBe(true);
  });

  it('gives every user an own inbox; gagency has more than two pages', async () => {
    const gbm = await wholeInbox(await signInAs('gbm'));
    const lbm = await wholeInbox(await signInAs('lbm'));
    const gagency = await getJson<Page>('/api/notifications/1', await signInAs('gagency'));
    expect(lbm.length).toBeGreaterThan(0);
    expect(gagency.totalElements).toBeGreaterThan(40);
    expect(gagency.totalPages).toBeGreaterThanOrEqual(3);
    const gbmIds = new Set(gbm.map((n) => n.notificationId));
    expect(lbm.some((n) => gbmIds.has(n.notificationId))).toBe(false);
  });

  it.each(['0', '-1', 'abc', '1.5'])('answers 400 for page %s', async (page) => {
    const response = await call(`/api/notifications/${page}`, { token: await signInAs('gbm') });
    expect(response.status).toBe(400);
  });

  it('counts the unread ones on both count paths', async () => {
    const token = await signInAs('gbm');
    const unread = (await wholeInbox(token)).filter((n) => n.readUnreadFlag === 'UNREAD').length;
    expect(unread).toBeGreaterThan(0);
    expect(await getJson<number>('/api/unread_notifications_count', token)).toBe(unread);
    expect(await getJson<number>('/api/notifications_count/', token)).toBe(unread);
  });

  it('toggles a notification between UNREAD and READ and the counts follow', async () => {
    const token = await signInAs('gagency');
    const before = await getJson<number>('/api/unread_notifications_count', token);
    const target = (await getJson<Page>('/api/notifications/1', token)).content.find((n) => n.readUnreadFlag === 'UNREAD');
    expect(target).toBeDefined();
    const id = (target as Notification).notificationId;

    const read = await getJson<Notification>(`/api/mark_notification/${id}`, token);
    expect(read).toEqual({ ...target, readUnreadFlag: 'READ' });
    expect(await getJson<number>('/api/notifications_count/', token)).toBe(before - 1);
    const listed = (await getJson<Page>('/api/notifications/1', token)).content.find((n) => n.notificationId === id);
    expect(listed?.readUnreadFlag).toBe('READ');

    expect((await getJson<Notification>(`/api/mark_notification/${id}`, token)).readUnreadFlag).toBe('UNREAD');
    expect(await getJson<number>('/api/unread_notifications_count', token)).toBe(before);
  });

  it("answers 404 for another user's or an unknown notification", async () => {
    const othersId = (await getJson<Page>('/api/notifications/1', await signInAs('tech'))).content[0].notificationId;
    const token = await signInAs('gbm');
    for (const id of [othersId, 999999, 'abc']) {
      const response = await call(`/api/mark_notification/${id}`, { token });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found' });
    }
    const techAgain = (await getJson<Page>('/api/notifications/1', await signInAs('tech'))).content[0];
    expect(techAgain.notificationId).toBe(othersId);
  });
});

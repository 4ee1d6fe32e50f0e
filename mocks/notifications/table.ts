/** The notifications table (mocks/core/tables.ts): every user's inbox. */
import { authTable } from '../auth/table';
import { defineTable, nextAfter } from '../core/tables';
import { seedNotifications } from './seed';

export const notificationsTable = defineTable({
  name: 'notifications',
  version: 2,
  keys: ['notifications'],
  sequences: ['notificationId'],
  dependsOn: [authTable],
  seed: ({ now, db }) => {
    const notifications = seedNotifications(db.users, now);
    return { notifications, sequences: { notificationId: nextAfter(notifications.map((n) => n.notificationId)) } };
  },
});

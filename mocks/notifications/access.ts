/** Notifications as objects of the access rules (mocks/core/access.ts): each is its addressee's. */
import { defineObjectKind } from '../core/access';
import { positiveInt } from '../core/http';
import { db } from '../core/state';

defineObjectKind('notification', (value) => {
  const id = positiveInt(value);
  const notification = id === null ? undefined : db.notifications.find((n) => n.notificationId === id);
  return notification && { allows: (_relation, user) => user.userId === notification.userId };
}, { hidden: true });

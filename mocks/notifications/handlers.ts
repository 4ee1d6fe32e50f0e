/** The inbox and the bell (contract.notifications): each user reads and toggles only their own. */
import { HttpResponse } from 'msw';
import { contract } from '../../src/domain/contract';
import { notificationsPage, toggleNotification, unreadCount } from './notifications';
import { handle } from '../core/contract';
import { message, notFound, positiveInt } from '../core/http';
import './access';

const { notifications } = contract;

export const notificationRoutes = [
  /** Any signed-in user: their unread count. */
  handle(notifications.unreadCount, ({ user }) => HttpResponse.json(unreadCount(user.userId))),
  handle(notifications.count, ({ user }) => HttpResponse.json(unreadCount(user.userId))),

  /** Any signed-in user: a page (from 1) of their inbox. */
  handle(notifications.page, ({ params, user }) => {
    const page = positiveInt(params.page);
    if (page === null) return message('Invalid page', 400);
    return HttpResponse.json(notificationsPage(user.userId, page));
  }),

  /** Any signed-in user toggles one of their own notifications (404 for anyone else's). */
  handle(notifications.toggle, ({ params, user }) => {
    const id = positiveInt(params.notificationId);
    const updated = id === null ? undefined : toggleNotification(user.userId, id);
    return updated ? HttpResponse.json(updated) : notFound();
  }),
];

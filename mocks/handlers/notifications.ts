/** Mirrors src/api/notifications.ts. */
import { http, HttpResponse } from 'msw';
import { notificationsPage, persistDb, toggleNotification, unreadCount } from '../db';
import { message, notFound, positiveInt, requireUser, withLatency } from './http';

const count = withLatency(async ({ request }) => {
  const user = await requireUser(request);
  if (user instanceof Response) return user;
  return HttpResponse.json(unreadCount(user.userId));
});

export const notificationHandlers = [
  http.get('/api/unread_notifications_count', count),
  http.get('/api/notifications_count/', count),

  http.get(
    '/api/notifications/:page',
    withLatency(async ({ request, params }) => {
      const user = await requireUser(request);
      if (user instanceof Response) return user;
      const page = positiveInt(params.page);
      if (page === null) return message('Invalid page', 400);
      return HttpResponse.json(notificationsPage(user.userId, page));
    }),
  ),

  http.get(
    '/api/mark_notification/:id',
    withLatency(async ({ request, params }) => {
      const user = await requireUser(request);
      if (user instanceof Response) return user;
      const id = positiveInt(params.id);
      const updated = id === null ? undefined : toggleNotification(user.userId, id);
      if (!updated) return notFound();
      persistDb();
      return HttpResponse.json(updated);
    }),
  ),
];

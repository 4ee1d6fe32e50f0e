import * as z from 'zod/mini';
import { loose, textOrEmpty } from './contract/check';

/**
 * Notification as the inbox reads it (seed 001 section 3). `notification` is server HTML. Seed 000
 * names only the id and the text (the bell's dropdown): the date and the flag read as '' when left out.
 */
export const Notification = loose({
  notificationId: z.number(),
  notification: z.string(),
  createdOn: textOrEmpty(),
  readUnreadFlag: textOrEmpty(),
});
export type Notification = z.infer<typeof Notification>;

export const UNREAD = 'UNREAD';
export const READ = 'READ';

export const NOTIFICATION_PAGE_SIZE = 20;
/** How many of the latest notifications the bell's dropdown lists. */
export const DROPDOWN_SIZE = 5;

export function isUnread(n: Pick<Notification, 'readUnreadFlag'>): boolean {
  return n.readUnreadFlag === UNREAD;
}

/** A count (seed 001: 'number'): a number, a number written as text, or {count}. */
const CountValue = z.union([z.number().check(z.nonnegative()), z.string().check(z.regex(/^\s*\d+\s*$/))]);
export const NotificationCount = z.union([CountValue, loose({ count: CountValue })]);
export type NotificationCount = z.infer<typeof NotificationCount>;

/**
 * GET /api/notifications/{page} on the wire: a page object {content, totalElements, totalPages,
 * number, size} (only content is needed), or a bare list.
 */
export const NotificationPageAnswer = z.union([
  z.array(Notification),
  loose({
    content: z.array(Notification),
    totalElements: z.optional(z.number()),
    totalPages: z.optional(z.number()),
    number: z.optional(z.number()),
    size: z.optional(z.number()),
  }),
]);
export type NotificationPageAnswer = z.infer<typeof NotificationPageAnswer>;

/** One page of GET /api/notifications/{page} (pages count from 1). */
export interface NotificationPage {
  items: Notification[];
  page: number;
  totalItems: number;
  totalPages: number;
}

export { datePart } from './format';

/** Notification as the inbox reads it (seed 001 section 3). `notification` is server HTML. */
export interface Notification {
  notificationId: number;
  notification: string;
  createdOn: string;
  readUnreadFlag: string;
}

export const UNREAD = 'UNREAD';
export const READ = 'READ';

export const NOTIFICATION_PAGE_SIZE = 20;
/** How many of the latest notifications the bell's dropdown lists. */
export const DROPDOWN_SIZE = 5;

export function isUnread(n: Pick<Notification, 'readUnreadFlag'>): boolean {
  return n.readUnreadFlag === UNREAD;
}

/** One page of GET /api/notifications/{page} (pages count from 1). */
export interface NotificationPage {
  items: Notification[];
  page: number;
  totalItems: number;
  totalPages: number;
}

export { datePart } from './format';

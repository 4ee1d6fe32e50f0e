/** The row type of the notifications table (./table.ts). */

/** A notification row: the wire Notification plus its owner. */
export interface StoredNotification {
  notificationId: number;
  userId: number;
  /** Server HTML. */
  notification: string;
  /** ISO timestamp. */
  createdOn: string;
  readUnreadFlag: 'UNREAD' | 'READ';
}

declare module '../core/types' {
  interface DbState {
    notifications: StoredNotification[];
  }
  interface Sequences {
    notificationId: number;
  }
}

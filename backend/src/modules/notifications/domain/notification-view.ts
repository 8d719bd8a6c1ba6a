import { isNotificationKind, NOTIFICATION_TEXTS, NotificationKind, NotificationParamsByKind, NotificationView } from '../../../contracts';

export interface StoredNotification {
  id: number;
  kind: string;
  params: string;
  createdAt: Date;
  readAt: Date | null;
}

/**
 * Renders a stored notification with today's wording. A row whose kind this version does not know (written by
 * a newer instance during a rolling deploy) or whose params do not parse is left out rather than shown broken.
 */
export function toNotificationView(row: StoredNotification): NotificationView | null {
  if (!isNotificationKind(row.kind)) return null;
  let params: unknown;
  try {
    params = JSON.parse(row.params);
  } catch {
    return null;
  }
  if (typeof params !== 'object' || params === null) return null;
  const render = NOTIFICATION_TEXTS[row.kind] as (p: NotificationParamsByKind[NotificationKind]) => { title: string; link: string };
  const { title, link } = render(params as NotificationParamsByKind[NotificationKind]);
  return { id: row.id, kind: row.kind, title, link, createdAt: new Date(row.createdAt).toISOString(), read: row.readAt !== null };
}

import { type AppNotification, type NotificationData, notificationIcon } from '@meslektas/domain';
import type { Selectable } from 'kysely';
import type { NotificationsTable } from '../../db/schema.ts';

const steps: [number, string][] = [
  [60, 'saniye'],
  [60, 'dakika'],
  [24, 'saat'],
  [30, 'gün'],
  [12, 'ay'],
  [Number.POSITIVE_INFINITY, 'yıl'],
];

/** Laravel's diffForHumans in Turkish: 'az önce', '5 dakika önce', '2 gün önce'. */
export function diffForHumans(createdAt: string, now: Date): string {
  let value = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 1000));
  if (value < 60) return 'az önce';
  for (const [size, unit] of steps) {
    if (value < size) return `${value} ${unit} önce`;
    value = Math.floor(value / size);
  }
  return `${value} yıl önce`;
}

function parseData(text: string): NotificationData {
  try {
    const parsed = JSON.parse(text) as Partial<NotificationData>;
    const type = String(parsed.type ?? 'general');
    return {
      type,
      id: parsed.id,
      mission_id: parsed.mission_id ?? null,
      // A row written without an icon (by hand, or before icons) shows its type's.
      icon: parsed.icon ?? notificationIcon(type),
      title: String(parsed.title ?? ''),
      message: String(parsed.message ?? ''),
    };
  } catch {
    // A row written by hand with broken JSON still shows, with an empty body, instead of failing the page.
    return { type: 'general', icon: notificationIcon('general'), title: '', message: '' };
  }
}

export function toAppNotification(row: Selectable<NotificationsTable>, now: Date): AppNotification {
  return {
    id: String(row.id),
    read_at: row.read_at,
    diffForHumans: diffForHumans(row.created_at, now),
    data: parseData(row.data),
  };
}

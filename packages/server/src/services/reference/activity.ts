import { type Activity, formatDottedDate, istanbulTime, lawyerDisplayName } from '@meslektas/domain';
import type { ActivityType } from '../../db/schema.ts';
import type { Db } from '../deps.ts';

const FEED_SIZE = 10;

const kinds: Record<ActivityType, { text: string; color: string; fill: string; mark: string }> = {
  created: { text: 'Görev Oluşturdu', color: 'primary', fill: '#2563eb', mark: '+' },
  assigned: { text: 'Görev Ataması Yaptı', color: 'info', fill: '#0891b2', mark: '→' },
  completed: { text: 'Görevi Tamamladı', color: 'success', fill: '#16a34a', mark: '✓' },
  cancelled: { text: 'Görevi İptal Etti', color: 'danger', fill: '#dc2626', mark: '×' },
  joined: { text: 'Meslektaş’a Katıldı', color: 'warning', fill: '#d97706', mark: '★' },
};

// A self-contained icon per kind, so the feed renders without any image files being deployed.
const icon = (fill: string, mark: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${fill}"/><text x="16" y="21" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">${mark}</text></svg>`,
  )}`;

/** "21.11.2026 14:05" in Istanbul time, as the home feed shows it. */
function formatDateTime(iso: string): string {
  return `${formatDottedDate(iso)} ${istanbulTime(new Date(iso))}`;
}

/** The home feed (auth/homeNotifications): the latest steps of lawyers of the same bar, the colleagues the user works with. */
export async function homeFeed(db: Db, baroId: number | null): Promise<Activity[]> {
  let query = db
    .selectFrom('activity')
    .innerJoin('users', 'users.id', 'activity.user_id')
    .leftJoin('missions', 'missions.id', 'activity.mission_id')
    .leftJoin('categories', 'categories.id', 'missions.category_id')
    .leftJoin('courthouses', 'courthouses.id', 'missions.adliye_id')
    .select(['activity.type', 'activity.created_at', 'users.name'])
    // The task the step was about, for its title; none for a lawyer joining.
    .select(['categories.name as category', 'courthouses.name as courthouse', 'missions.address_name'])
    .where('users.deleted', '=', 0)
    .orderBy('activity.created_at', 'desc')
    .orderBy('activity.id', 'desc')
    .limit(FEED_SIZE);
  if (baroId !== null) query = query.where('users.baro_id', '=', baroId);
  const rows = await query.execute();
  const data: Activity[] = rows.map((r) => {
    const kind = kinds[r.type];
    return {
      typeImage: icon(kind.fill, kind.mark),
      name: lawyerDisplayName(r.name),
      date: formatDateTime(r.created_at),
      typeText: kind.text,
      statusColor: kind.color,
      missionTitle: r.category
        ? [r.category, r.courthouse ?? r.address_name].filter(Boolean).join(' · ')
        : null,
    };
  });
  return data;
}

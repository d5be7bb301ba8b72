import { type Activity, type Category, api, lawyerDisplayName } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import type { ActivityType } from '../../db/schema.ts';
import { route } from '../../plugins/contract.ts';
import { formatDateTime } from './dates.ts';

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

/** The home feed (auth/homeNotifications) and the category list. */
export default async function activityRoutes(app: FastifyInstance): Promise<void> {
  // The latest steps of lawyers of the same bar: the colleagues the user works with.
  route(app, api.reference.homeNotifications, async (_input, request) => {
    let query = app.db
      .selectFrom('activity')
      .innerJoin('users', 'users.id', 'activity.user_id')
      .leftJoin('missions', 'missions.id', 'activity.mission_id')
      .leftJoin('categories', 'categories.id', 'missions.category_id')
      .leftJoin('courthouses', 'courthouses.id', 'missions.adliye_id')
      .select([
        'activity.type',
        'activity.created_at',
        'users.name',
        'categories.name as category',
        'courthouses.name as courthouse',
        'missions.address_name',
      ])
      .where('users.deleted', '=', 0)
      .orderBy('activity.created_at', 'desc')
      .orderBy('activity.id', 'desc')
      .limit(FEED_SIZE);
    const baroId = request.user.baro_id;
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
    return { data };
  });

  route(app, api.reference.categories, async () => {
    const rows = await app.db
      .selectFrom('categories')
      .selectAll()
      .where('active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const data: Category[] = rows.map((c) => ({
      id: c.id,
      name: c.name,
      price: c.price,
      out_adliye: c.out_adliye,
      time_required: c.time_required === 1,
    }));
    return { data };
  });
}

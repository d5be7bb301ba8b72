import { type NotificationType, istanbulDay, notificationIcons } from '@meslektas/domain';
import type { Insertable, Kysely } from 'kysely';
import type { ActivityTable, Database, NotificationsTable } from '../db/schema.ts';
import { hashPassword } from '../services/passwords.ts';
import { seedDemoSpecialNotifications } from './demo-special-notifications.ts';
import { seedDemoTickets } from './demo-support.ts';
import { seedDemoWallet } from './demo-wallet.ts';
import { seedDemoRecord } from './demo-record.ts';
import { type DemoMission, demoMissions } from './demo-tasks.ts';
import {
  ANADOLU_ADLIYESI_ID,
  BAKIRKOY_ADLIYESI_ID,
  CAGLAYAN_ADLIYESI_ID,
  ISTANBUL_BAROSU_ID,
} from './ids.ts';

export const DEMO_PASSWORD = 'Demo.1234';

/** The demo lawyers; the README lists the same logins. */
export const demoLawyers = [
  { name: 'Ayşe Yılmaz', telephone: '05550000001', email: 'ayse.yilmaz@example.com', vip: 1 },
  { name: 'Mehmet Demir', telephone: '05550000002', email: 'mehmet.demir@example.com', vip: 0 },
  { name: 'Zeynep Kaya', telephone: '05550000003', email: 'zeynep.kaya@example.com', vip: 0 },
  { name: 'Burak Şahin', telephone: '05550000004', email: 'burak.sahin@example.com', vip: 0 },
] as const;

/** The demo operator of the console (/yonetim); same password as the lawyers. */
export const demoOperator = {
  name: 'Meslektaş Operatör',
  telephone: '05559999999',
  email: 'operator@example.com',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

async function hasUsers(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Loads demo lawyers and tasks in every state into an empty database (no users yet); returns
 * whether it did. Times are relative to `now` so the open tasks are still inside their window,
 * and today's applications stay under the free tier's daily limit so every colleague can apply.
 */
export async function seedDemoData(db: Kysely<Database>, now: Date): Promise<boolean> {
  if (await hasUsers(db)) return false;

  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  const day = (daysFromToday: number) => istanbulDay(new Date(now.getTime() + daysFromToday * DAY));
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  try {
    await db.transaction().execute(async (trx) => {
      const ids: number[] = [];
      for (const [i, lawyer] of demoLawyers.entries()) {
        const created = at((120 - i * 10) * DAY);
        const row = await trx
          .insertInto('users')
          .values({
            ...lawyer,
            password_hash: passwordHash,
            baro_id: ISTANBUL_BAROSU_ID,
            pro_last_date: lawyer.vip ? new Date(now.getTime() + 365 * DAY).toISOString() : null,
            sms_verified_at: created,
            email_verified_at: created,
            status: 'active',
            about_text:
              i === 0
                ? 'İstanbul Barosu’na kayıtlı, ağırlıklı olarak ticaret ve icra hukuku alanında çalışan avukatım.'
                : null,
            sicil: String(41_000 + i * 1_117),
            latitude: 41.06 + i * 0.004,
            longitude: 28.98 + i * 0.003,
            created_at: created,
            updated_at: created,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      const [ayse, mehmet, zeynep, burak] = ids as [number, number, number, number];
      const operatorSince = at(150 * DAY);
      await trx
        .insertInto('users')
        .values({
          ...demoOperator,
          password_hash: passwordHash,
          role: 'operator',
          sms_verified_at: operatorSince,
          email_verified_at: operatorSince,
          status: 'active',
          created_at: operatorSince,
          updated_at: operatorSince,
        })
        .execute();

      await trx
        .insertInto('user_courthouses')
        .values([
          ...ids.map((user_id) => ({ user_id, adliye_id: CAGLAYAN_ADLIYESI_ID })),
          { user_id: ayse, adliye_id: BAKIRKOY_ADLIYESI_ID },
          { user_id: zeynep, adliye_id: ANADOLU_ADLIYESI_ID },
        ])
        .execute();
      await trx
        .insertInto('user_specialities')
        .values([
          { user_id: ayse, speciality_id: 5, score: 90 },
          { user_id: ayse, speciality_id: 4, score: 75 },
          { user_id: mehmet, speciality_id: 1, score: 80 },
          { user_id: zeynep, speciality_id: 3, score: 85 },
          { user_id: burak, speciality_id: 2, score: 70 },
        ])
        .execute();

      const missions = demoMissions({ ayse, mehmet, zeynep, burak }, at, day);
      const missionIds: Record<string, number> = {};
      for (const { key, ...mission } of missions) {
        const row = await trx
          .insertInto('missions')
          .values({ ...mission, window_started_at: mission.created_at })
          .returning('id')
          .executeTakeFirstOrThrow();
        missionIds[key] = row.id;
      }
      const m = (key: string) => missionIds[key] as number;
      const mission = (key: string) => missions.find((x) => x.key === key) as DemoMission;

      const applications: [string, number, number, number][] = [
        ['open', zeynep, 0, 2 * MINUTE],
        ['urgent', mehmet, 1, 40_000],
        ['urgent', burak, 2, 20_000],
        ['out', ayse, 0, 6 * MINUTE],
        ['out', burak, 3, 4 * MINUTE],
        ['assigned', mehmet, 0, DAY + 115 * MINUTE],
        ['assigned', zeynep, 3, DAY + 110 * MINUTE],
        ['assigned2', ayse, 2, 1 * DAY - 10 * MINUTE],
        ['rated', ayse, 0, 2 * DAY + 170 * MINUTE],
        ['rated2', zeynep, 0, 5 * DAY + 230 * MINUTE],
        ['rated2', burak, 1, 5 * DAY + 225 * MINUTE],
        ['completed', burak, 0, DAY + 350 * MINUTE],
        ['cancelled', ayse, 2, 1 * DAY + 110 * MINUTE],
      ];
      await trx
        .insertInto('applications')
        .values(
          applications.map(([key, user_id, message_id, ago]) => ({
            mission_id: m(key),
            user_id,
            message_id,
            // Applications to an address task carry the applicant's position, as the rule requires.
            latitude: mission(key).latitude ? 41.07 : null,
            longitude: mission(key).latitude ? 28.99 : null,
            created_at: at(ago),
          })),
        )
        .execute();

      await trx
        .insertInto('comments')
        .values([
          {
            mission_id: m('rated'),
            user_id: mehmet,
            target_user_id: ayse,
            rating: 5,
            comment: 'Harcı zamanında yatırıp makbuzu hemen iletti, teşekkürler.',
            created_at: at(2 * DAY - 2 * HOUR),
          },
          {
            mission_id: m('rated'),
            user_id: ayse,
            target_user_id: mehmet,
            rating: 5,
            comment: 'Açıklamalar netti, iletişim çok kolaydı.',
            created_at: at(2 * DAY - 3 * HOUR),
          },
          {
            mission_id: m('rated2'),
            user_id: ayse,
            target_user_id: zeynep,
            rating: 4,
            comment: 'Dosyayı eksiksiz fotoğrafladı.',
            created_at: at(5 * DAY - 5 * HOUR),
          },
          {
            mission_id: m('rated2'),
            user_id: zeynep,
            target_user_id: ayse,
            rating: 5,
            comment: 'Hızlı dönüş için teşekkürler.',
            created_at: at(5 * DAY - 6 * HOUR),
          },
        ])
        .execute();

      const notification = (
        user_id: number,
        key: string,
        type: NotificationType,
        title: string,
        message: string,
        ago: number,
        read = false,
      ): Insertable<NotificationsTable> => ({
        user_id,
        type,
        // The same types and icons the lifecycle writes, so demo rows look like real ones.
        data: JSON.stringify({
          type,
          id: m(key),
          mission_id: m(key),
          icon: notificationIcons[type],
          title,
          message,
        }),
        read_at: read ? at(ago - MINUTE) : null,
        created_at: at(ago),
      });
      await trx
        .insertInto('notifications')
        .values([
          notification(
            mehmet,
            'open',
            'mission_created',
            'Yeni Görev',
            'Çağlayan Adliyesi için yeni bir görev açıldı.',
            3 * MINUTE,
          ),
          notification(
            ayse,
            'open',
            'application_received',
            'Yeni Başvuru',
            'Görevinize Av. Zeynep Kaya başvurdu.',
            2 * MINUTE,
          ),
          notification(
            mehmet,
            'assigned',
            'selected',
            'Göreve Seçildiniz',
            'Av. Ayşe Yılmaz sizi göreve atadı.',
            DAY + 100 * MINUTE,
          ),
          notification(
            zeynep,
            'assigned',
            'not_selected',
            'Başvuru Sonucu',
            'Başvurduğunuz göreve başka bir meslektaşınız atandı.',
            DAY + 100 * MINUTE,
            true,
          ),
          notification(
            zeynep,
            'completed',
            'completed',
            'Görev Tamamlandı',
            'Av. Burak Şahin görevi tamamlandı olarak işaretledi.',
            DAY + 2 * HOUR,
          ),
          notification(
            ayse,
            'rated',
            'commented',
            'Yeni Değerlendirme',
            'Av. Mehmet Demir sizi 5 puanla değerlendirdi.',
            2 * DAY - 2 * HOUR,
            true,
          ),
          notification(
            ayse,
            'cancelled',
            'cancelled',
            'Görev İptal Edildi',
            'Başvurduğunuz görev iptal edildi.',
            1 * DAY + HOUR,
          ),
        ])
        .execute();

      const activity = (type: ActivityTable['type'], user_id: number, key: string | null, ago: number) => ({
        type,
        user_id,
        mission_id: key ? m(key) : null,
        created_at: at(ago),
      });
      await trx
        .insertInto('activity')
        .values([
          activity('joined', burak, null, 90 * DAY),
          activity('completed', ayse, 'rated2', 5 * DAY),
          activity('completed', ayse, 'rated', 2 * DAY),
          activity('cancelled', burak, 'cancelled', 1 * DAY + HOUR),
          activity('assigned', zeynep, 'assigned2', 1 * DAY - 30 * MINUTE),
          activity('completed', burak, 'completed', DAY + 2 * HOUR),
          activity('assigned', ayse, 'assigned', DAY + 100 * MINUTE),
          activity('created', zeynep, 'out', 8 * MINUTE),
          activity('created', mehmet, 'open2', 5 * MINUTE),
          activity('created', ayse, 'open', 3 * MINUTE),
          activity('created', ayse, 'urgent', MINUTE),
        ])
        .execute();

      await trx
        .insertInto('short_descriptions')
        .values({
          user_id: ayse,
          description: 'Duruşma sonrası zabıt fotoğrafının WhatsApp üzerinden iletilmesi rica olunur.',
          created_at: at(30 * DAY),
        })
        .execute();

      await seedDemoSpecialNotifications(
        trx,
        ids.map((id) => ({ id, baroId: ISTANBUL_BAROSU_ID })),
        now,
      );
      await seedDemoTickets(trx, ayse, now);
      await seedDemoWallet(trx, { owner: burak, invitees: [mehmet, zeynep] }, now);
      await seedDemoRecord(trx, { lawyer: zeynep, owners: [mehmet, ayse], everyone: ids }, now);
    });
  } catch (err) {
    // Another process starting on the same database got there first: its demo data stands.
    if (await hasUsers(db)) return false;
    throw err;
  }
  return true;
}

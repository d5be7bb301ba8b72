import { KVKK_EXPORT_JSON, type KvkkExport, MissionStatus, api, kvkkExportSchema } from '@meslektas/domain';
import { unzipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../src/services/admin/audit.ts';
import { signedInOperator } from '../admin/operator.ts';
import { insertApplication, insertMission } from '../helpers/missions.ts';
import { signedInUser } from '../helpers/users.ts';
import { jpeg } from '../uploads/fixtures.ts';
import { postMultipart } from '../uploads/setup.ts';
import { ZIRAAT_IBAN, fund } from '../wallet/wallet-helpers.ts';

export type Person = Awaited<ReturnType<typeof signedInUser>>;

/** A lawyer with something in every part of his record, and the colleague he worked with. */
export async function lawyerWithHistory(app: FastifyInstance, serial: number) {
  const me = await signedInUser(app, {
    name: 'Av. Kemal Sunal',
    tc: `1000000${String(serial).padStart(4, '0')}`,
    sicil: `S-${serial}`,
    about_text: 'İş hukuku alanında çalışıyorum.',
    sms_notify: 0,
    call_notify: 1,
  });
  const colleague = await signedInUser(app, {
    name: 'Av. Türkan Şoray',
    telephone: `0533${String(7_000_000 + serial)}`,
    email: `turkan.${serial}@example.com`,
    tc: `2000000${String(serial).padStart(4, '0')}`,
    sicil: `T-${serial}`,
  });
  const district = await app.db
    .selectFrom('districts')
    .select('id')
    .where('city_id', '=', 34)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable('users')
    .set({ invoice_district_id: district.id })
    .where('id', '=', me.user.id)
    .execute();
  const now = app.now().toISOString();
  const created = await insertMission(app, me.user, {
    user_id: colleague.user.id,
    status: MissionStatus.completed,
    assigned_at: now,
    completed_at: now,
    detail: 'Keşif tutanağının fotoğraflanması.',
  });
  const taken = await insertMission(app, colleague.user, {
    user_id: me.user.id,
    status: MissionStatus.completed,
    assigned_at: now,
    completed_at: now,
    detail: 'Duruşmaya katılım.',
  });
  await insertApplication(app, taken, me.user, { latitude: 41.07, longitude: 28.98 });
  // What each owner chose while nobody had applied to his task yet.
  await app.db
    .insertInto('mission_fallbacks')
    .values([
      { mission_id: created, kind: 'extend', detail: '{"extension":1}', created_at: now },
      { mission_id: created, kind: 'raise', detail: '{"from":75000,"to":90000}', created_at: now },
      { mission_id: taken, kind: 'widen', detail: '{"km":30,"courthouses":[2]}', created_at: now },
    ])
    .execute();
  await app.db
    .insertInto('comments')
    .values([
      {
        mission_id: created,
        user_id: me.user.id,
        target_user_id: colleague.user.id,
        rating: 5,
        comment: 'Çok özenliydi.',
        created_at: now,
      },
      {
        mission_id: taken,
        user_id: colleague.user.id,
        target_user_id: me.user.id,
        rating: 4,
        comment: 'Zamanında geldi.',
        created_at: now,
      },
    ])
    .execute();
  await app.db
    .insertInto('notifications')
    .values({
      user_id: me.user.id,
      type: 'mission_completed',
      data: JSON.stringify({ title: 'Görev tamamlandı' }),
      created_at: now,
    })
    .execute();
  await app.db
    .insertInto('tickets')
    .values({
      user_id: me.user.id,
      subject: 'Baro değişikliği',
      message: 'Baromu değiştirmek istiyorum.',
      status: 'pending',
      created_at: now,
    })
    .execute();
  await app.db
    .insertInto('push_subscriptions')
    .values({
      user_id: me.user.id,
      endpoint: `https://push.example.com/gizli/${serial}`,
      p256dh: 'GIZLI-ANAHTAR',
      auth: 'GIZLI-AUTH',
      created_at: now,
    })
    .execute();
  await app.db
    .insertInto('payout_accounts')
    .values({
      user_id: me.user.id,
      name: 'Gizli Hesap Sahibi',
      iban: ZIRAAT_IBAN,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const dispute = await app.db
    .insertInto('disputes')
    .values({
      mission_id: taken,
      opener_id: me.user.id,
      owner_id: colleague.user.id,
      assignee_id: me.user.id,
      status: 'resolved',
      result_message: 'Taraflar uzlaştı.',
      created_at: now,
      resolved_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('dispute_messages')
    .values([
      {
        dispute_id: dispute.id,
        sender_id: me.user.id,
        body: 'Duruşmaya katıldım.',
        status: 'approved',
        created_at: now,
      },
      {
        dispute_id: dispute.id,
        sender_id: colleague.user.id,
        body: 'Karşı tarafın gizli mesajı.',
        status: 'approved',
        created_at: now,
      },
    ])
    .execute();
  // Outcome reports: his on the task he took, and the colleague's to him on the task he created.
  await app.db
    .insertInto('mission_reports')
    .values([
      {
        mission_id: taken,
        user_id: me.user.id,
        outcomes: JSON.stringify(['attended', 'postponed']),
        note: 'Duruşma ertelendi, raporum.',
        filed_at: now,
        due_at: now,
        question: 'Ara karar ne?',
        questioned_at: now,
      },
      {
        mission_id: created,
        user_id: colleague.user.id,
        outcomes: JSON.stringify(['done']),
        note: 'Keşif tutanağı fotoğraflandı.',
        filed_at: now,
        due_at: now,
        accepted_at: now,
      },
    ])
    .execute();
  await fund(app, me.user.id, 5_000);
  const operator = await signedInOperator(app, { name: 'Operatör Gizli Ad' });
  await writeAudit(app.db, {
    operatorId: operator.user.id,
    action: 'account.restrict',
    subjectType: 'user',
    subjectId: me.user.id,
    reason: 'Geç kalınan görevler.',
    before: { add_mission: 0 },
    after: { add_mission: 2 },
    now: app.now(),
  });
  const avatar = await postMultipart(
    app,
    `/api${api.profile.updateAvatar.path}`,
    [{ name: 'avatar', filename: 'foto.jpg', contentType: 'image/jpeg', data: await jpeg() }],
    me.headers,
  );
  if (avatar.statusCode !== 200) throw new Error(`avatar upload answered ${avatar.statusCode}`);
  return { me, colleague, operator, created, taken, disputeId: dispute.id };
}

/** GET user/kvkk/export as the given lawyer. */
export function downloadExport(app: FastifyInstance, who: Person) {
  return app.inject({ method: 'GET', url: `/api${api.kvkk.exportData.path}`, headers: who.headers });
}

/** The ZIP's entries, and verilerim.json read with the contract's schema. */
export function readExport(zip: Buffer): {
  entries: Record<string, Uint8Array>;
  json: string;
  data: KvkkExport;
} {
  const entries = unzipSync(new Uint8Array(zip));
  const file = entries[KVKK_EXPORT_JSON];
  if (!file) throw new Error(`no ${KVKK_EXPORT_JSON} in the export: ${Object.keys(entries).join(', ')}`);
  const json = Buffer.from(file).toString('utf8');
  return { entries, json, data: kvkkExportSchema.parse(JSON.parse(json)) };
}

/** POST user/kvkk/delete as the given lawyer. */
export function deleteAccount(app: FastifyInstance, who: Person, password: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api${api.kvkk.deleteAccount.path}`,
    headers: who.headers,
    payload: { password },
  });
}

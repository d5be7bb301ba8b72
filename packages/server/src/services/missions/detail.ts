import {
  type AuthorityDocument,
  type MissionDetail,
  type MissionIdPayload,
  MissionStatus,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { authorityDocumentOf } from '../profile/authority-document.ts';
import { authorityPdfFacts, authorityPdfPath } from './authority-pdf.ts';
import { type MissionRecord, findMission } from './queries.ts';
import { toMissionRow } from './rows.ts';
import type { Db, ServiceDeps } from '../deps.ts';

const detailMessages = {
  notFound: 'Görev bulunamadı.',
  partiesOnly: 'Bu görevin detaylarını yalnızca görev sahibi ve göreve atanan avukat görebilir.',
  documentNotFound: 'Yetki belgesi bulunamadı.',
  documentForbidden: 'Bu avukatın yetki belgesini görüntüleme yetkiniz yok.',
} as const;

/** The tip the detail page shows while the task is assigned (status 1). */
export const ASSIGNED_TIP =
  'Görev atandı. Görevi yaptıktan sonra tamamlandı olarak işaretlemeyi ve meslektaşınızı puanlamayı unutmayınız.';

const isParty = (m: { owner_id: number; user_id: number | null }, userId: number) =>
  m.owner_id === userId || m.user_id === userId;

/** The task for one of its two parties: 404 for an unknown id, 403 for anyone else. */
export async function partyMission(
  db: Kysely<Database>,
  missionId: number,
  user: UserRow,
): Promise<MissionRecord> {
  const mission = await findMission(db, missionId, user.id);
  if (!mission) throw new HttpError(404, detailMessages.notFound);
  if (!isParty(mission, user.id))
    throw new HttpError(403, detailMessages.partiesOnly, { error: 'not_party' });
  return mission;
}

/** International form for WhatsApp links: 05321234567 → 905321234567. */
function whatsappNumber(telephone: string): string {
  return `9${telephone.replace(/\D/g, '')}`;
}

/** The assignee shows his authority document to the owner of a task he was chosen for. */
async function canSeeDocument(db: Kysely<Database>, viewerId: number, subjectId: number): Promise<boolean> {
  const shared = await db
    .selectFrom('missions')
    .select('id')
    .where('owner_id', '=', viewerId)
    .where('user_id', '=', subjectId)
    .where('status', 'in', [MissionStatus.assigned, MissionStatus.completed])
    .executeTakeFirst();
  return shared !== undefined;
}

export async function missionDetail(
  db: Db,
  deps: Pick<ServiceDeps, 'now' | 'urls'>,
  user: UserRow,
  p: MissionIdPayload,
): Promise<MissionDetail> {
  const now = deps.now();
  const m = await partyMission(db, p.mission_id, user);
  const isOwner = m.owner_id === user.id;
  const counterpartId = isOwner ? m.user_id : m.owner_id;
  let phone = isOwner ? m.user_telephone : m.owner_telephone;
  let muhatap: MissionDetail['muhatap'] = null;
  if (counterpartId !== null) {
    const c = await db
      .selectFrom('users')
      .select(['id', 'verification_image', 'tc', 'sicil', 'deleted'])
      .where('id', '=', counterpartId)
      .executeTakeFirstOrThrow();
    // A deleted account's telephone is only a stand-in: nobody is there to call.
    if (c.deleted) phone = null;
    muhatap = {
      id: c.id,
      verification_image: c.verification_image,
      yetkibelgesi: isOwner && !!c.tc && !!c.sicil,
    };
  }
  const place = m.out_adliye === 1 ? (m.address ?? m.address_name) : m.adliye_name;
  // The assignee's copy of the owner's authority document, while there is one to give.
  const authorityPdf =
    m.user_id === user.id && (await authorityPdfFacts(db, m.id, user.id))
      ? deps.urls.signedPath(authorityPdfPath(m.id), now)
      : null;
  return {
    ...toMissionRow(m, user.id, now),
    address: m.address ?? m.address_name,
    latitude: m.latitude,
    longitude: m.longitude,
    createdAt: m.created_at,
    ownerAvatar: m.owner_avatar,
    userAvatar: m.user_avatar,
    // Contact details only once the two are matched.
    telNo: counterpartId !== null ? phone : null,
    wpMessage:
      counterpartId !== null && phone
        ? `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(
            `Merhaba, Meslektaş üzerinden ${m.plan_date} tarihli ${m.category_name} görevi (${place ?? ''}) hakkında yazıyorum.`,
          )}`
        : null,
    muhatap,
    statusTip: m.status === MissionStatus.assigned ? ASSIGNED_TIP : null,
    authorityPdf,
  };
}

/** GET user/yetkibelgesi/{id}: the counterpart's authority document, for the owner of a shared task. */
export async function counterpartDocument(
  db: Db,

  viewer: UserRow,
  subjectId: number,
): Promise<AuthorityDocument> {
  const document = await authorityDocumentOf(db, subjectId);
  if (!document) throw new HttpError(404, detailMessages.documentNotFound);
  if (!(await canSeeDocument(db, viewer.id, subjectId))) {
    throw new HttpError(403, detailMessages.documentForbidden, { error: 'not_party' });
  }
  if (!document.existsBelge) throw new HttpError(404, detailMessages.documentNotFound);
  // Whether the T.C. number may still change is the owner's own business.
  return { ...document, changableTc: false };
}

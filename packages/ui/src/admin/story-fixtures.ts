import type {
  AdminAccount,
  AdminDayStats,
  AdminDispute,
  AdminDisputeMessage,
  AdminPayout,
  AdminQueue,
  AuditEntry,
  Dispute,
  FillFallback,
  FillFigures,
  FillTask,
  ModerationItem,
} from '@meslektas/domain';
import { fillFigures } from '@meslektas/domain';
import { avatarImage, avatarImageAlt, verificationImage } from '../lib/story-images.ts';

export const passiveAccount: AdminAccount = {
  id: 41,
  name: 'Av. Fatma Nur Kılıçarslan Güneşdoğdu',
  telephone: '05321234567',
  email: 'fatma.kilicarslan@example.com',
  bar: 'İstanbul Barosu',
  sicil: '51234',
  tc: '10000000146',
  status: 'passive',
  sms_verified: true,
  email_verified: true,
  ban_message: null,
  add_mission: 0,
  pro_last_date: null,
  vip: false,
  created_at: '2026-11-22T08:15:00.000Z',
};

export const accounts: AdminAccount[] = [
  passiveAccount,
  {
    ...passiveAccount,
    id: 42,
    name: 'Av. Oğuz Çelik',
    telephone: '05449876543',
    email: 'oguz.celik@example.com',
    bar: 'Ankara Barosu',
    sicil: '23456',
    tc: '10000000220',
    email_verified: false,
    created_at: '2026-11-23T06:40:00.000Z',
  },
];

export const bannedPro: AdminAccount = {
  ...passiveAccount,
  id: 7,
  name: 'Av. Mehmet Demir',
  status: 'active',
  ban_message: 'Kullanım koşullarına aykırı davranış.',
  add_mission: 2,
  vip: true,
  pro_last_date: '2027-03-01T00:00:00.000Z',
};

export const queues: AdminQueue[] = [
  { key: 'accounts', title: 'Onay bekleyen hesaplar', count: 12, path: '/yonetim/hesaplar' },
];

export const days: AdminDayStats[] = Array.from({ length: 14 }, (_, i) => ({
  day: `2026-11-${String(10 + i).padStart(2, '0')}`,
  created: [8, 12, 9, 14, 11, 4, 3, 10, 13, 15, 9, 12, 6, 7][i] ?? 0,
  assigned: [6, 9, 7, 11, 9, 3, 2, 8, 10, 12, 7, 9, 5, 4][i] ?? 0,
  completed: [5, 8, 6, 10, 8, 2, 2, 7, 9, 10, 6, 8, 4, 2][i] ?? 0,
  cancelled: [1, 1, 0, 2, 1, 0, 0, 1, 2, 1, 1, 0, 1, 0][i] ?? 0,
  unanswered_share:
    [0.25, 0.17, 0.22, 0.14, 0.18, 0.25, 0.33, 0.2, 0.15, 0.13, 0.22, 0.17, 0.17, 0.29][i] ?? 0,
}));

/** The dashboard's fill figures, computed by domain's rule from a fortnight of made-up tasks. */
export const fill: FillFigures = (() => {
  const places = [
    [3401, 'Çağlayan Adliyesi'],
    [3403, 'Bakırköy Adliyesi'],
    [3402, 'İstanbul Anadolu Adliyesi (Kartal)'],
  ] as const;
  const tasks: FillTask[] = [];
  const fallbacks: FillFallback[] = [];
  const kinds = ['extend', 'widen', 'raise', 'cancel'] as const;
  for (let i = 0; i < 60; i += 1) {
    const [adliyeId, adliyeName] = places[i % 3]!;
    const created =
      Date.parse(`2026-11-${String(10 + (i % 14)).padStart(2, '0')}T07:00:00.000Z`) + i * 60_000;
    const minutes = (n: number) => new Date(created + n * 60_000).toISOString();
    // Every third task: nobody applied in its window, and its owner chose a fallback at minute 16;
    // most of those (never a cancel) got an applicant at minute 22.
    const unanswered = i % 3 === 0;
    const kind = kinds[(i / 3) % 4]!;
    const rescued = unanswered && kind !== 'cancel' && (i / 3) % 3 !== 0;
    const first = unanswered ? (rescued ? minutes(22) : null) : minutes(((i * 37) % 14) + 1);
    tasks.push({
      id: i + 1,
      createdAt: minutes(0),
      adliyeId,
      adliyeName,
      firstApplicationAt: first,
      lastApplicationAt: first,
      assigned: first !== null && i % 4 !== 1,
    });
    if (unanswered) fallbacks.push({ missionId: i + 1, kind, createdAt: minutes(16) });
  }
  return fillFigures(
    tasks,
    fallbacks,
    days.map((d) => d.day),
  );
})();

export const auditEntries: AuditEntry[] = [
  {
    id: 5,
    operator_id: 9,
    operator_name: 'Meslektaş Operatör',
    action: 'page.update',
    subject_type: 'page',
    subject_id: 3,
    reason: null,
    before: { title: 'Yeni yıl duyurusu', in_homepage: false },
    after: { title: 'Yeni yıl duyurusu', in_homepage: true },
    created_at: '2026-11-23T21:40:00.000Z',
  },
  {
    id: 4,
    operator_id: 9,
    operator_name: 'Meslektaş Operatör',
    action: 'special_notification.send',
    subject_type: 'special_notification',
    subject_id: 5,
    reason: null,
    before: null,
    after: { audience: 'bar', title: 'Adli tatil hatırlatması', recipients: 1250 },
    created_at: '2026-11-23T10:05:00.000Z',
  },
  {
    id: 3,
    operator_id: 9,
    operator_name: 'Meslektaş Operatör',
    action: 'account.ban',
    subject_type: 'user',
    subject_id: 7,
    reason: null,
    before: { ban_message: null },
    after: { ban_message: 'Kullanım koşullarına aykırı davranış.' },
    created_at: '2026-11-23T09:12:00.000Z',
  },
  {
    id: 2,
    operator_id: 9,
    operator_name: 'Meslektaş Operatör',
    action: 'account.pro_grant',
    subject_type: 'user',
    subject_id: 12,
    reason: 'Kampanya telafisi.',
    before: { vip: 0, pro_last_date: null },
    after: { vip: 1, pro_last_date: '2026-12-23T09:00:00.000Z' },
    created_at: '2026-11-23T08:50:00.000Z',
  },
  {
    id: 1,
    operator_id: 9,
    operator_name: 'Meslektaş Operatör',
    action: 'account.approve',
    subject_type: 'user',
    subject_id: 41,
    reason: null,
    before: { status: 'passive' },
    after: { status: 'active' },
    created_at: '2026-11-23T08:30:00.000Z',
  },
];

export const avatarItems: ModerationItem[] = [
  {
    kind: 'avatar',
    id: 41,
    user_id: 41,
    user_name: 'Av. Fatma Nur Kılıçarslan Güneşdoğdu',
    text: null,
    images: [avatarImage],
    context: null,
    dispute_id: null,
    version: 'avatars/41/3.jpg',
    submitted_at: '2026-11-23T07:05:00.000Z',
  },
  {
    kind: 'avatar',
    id: 42,
    user_id: 42,
    user_name: 'Av. Oğuz Çelik',
    text: null,
    images: [avatarImageAlt],
    context: null,
    dispute_id: null,
    version: 'avatars/42/1.jpg',
    submitted_at: '2026-11-23T08:20:00.000Z',
  },
];

export const aboutItems: ModerationItem[] = [
  {
    kind: 'about',
    id: 42,
    user_id: 42,
    user_name: 'Av. Oğuz Çelik',
    text: 'Ankara Barosu’na kayıtlı avukatım.\nİş hukuku ve icra takipleri alanında 12 yıldır çalışıyorum; Ankara Adliyesi ve Sincan Adliyesi’ndeki duruşmalara katılabilirim.',
    images: [],
    context: null,
    dispute_id: null,
    version: 'Ankara Barosu’na kayıtlı avukatım.',
    submitted_at: '2026-11-22T15:45:00.000Z',
  },
];

export const blueTickItem: ModerationItem = {
  kind: 'blue_tick',
  id: 41,
  user_id: 41,
  user_name: 'Av. Fatma Nur Kılıçarslan Güneşdoğdu',
  text: null,
  images: [verificationImage, avatarImage],
  context: null,
  dispute_id: null,
  version: 'blue-tick/41/2',
  submitted_at: '2026-11-21T10:30:00.000Z',
};

export const disputeMessageItem: ModerationItem = {
  kind: 'dispute_message',
  id: 33,
  user_id: 57,
  user_name: 'Av. Mehmet Çelik Karaosmanoğlu',
  text: 'Duruşmaya girilmedi, dosyada zapta geçen bir beyan yok.\nZabıt örneğini ekte gönderiyorum.',
  images: [avatarImageAlt],
  context: 'Görev #12 · Uyuşmazlık #3',
  dispute_id: 3,
  version: '33',
  submitted_at: '2026-11-23T09:40:00.000Z',
};

export const openAdminDispute: AdminDispute = {
  id: 3,
  mission_id: 12,
  owner_name: 'Av. Ayşe Yılmaz',
  assignee_name: 'Av. Mehmet Çelik Karaosmanoğlu',
  opener_name: 'Av. Ayşe Yılmaz',
  status: 'open',
  result_message: null,
  pending_messages: 2,
  created_at: '2026-11-20T09:00:00.000Z',
  resolved_at: null,
  decided_against: null,
};

export const adminDisputes: AdminDispute[] = [
  openAdminDispute,
  {
    ...openAdminDispute,
    id: 5,
    mission_id: 27,
    owner_name: 'Av. Zeynep Kaya',
    assignee_name: 'Av. Oğuz Çelik',
    opener_name: 'Av. Oğuz Çelik',
    pending_messages: 0,
    created_at: '2026-11-22T13:25:00.000Z',
  },
];

export const resolvedAdminDispute: AdminDispute = {
  ...openAdminDispute,
  id: 2,
  mission_id: 9,
  status: 'resolved',
  result_message:
    'Tarafların beyanları ve fotoğraflar incelendi.\nGörev yapılmadığından ücretin görev sahibine iadesine karar verilmiştir.',
  pending_messages: 0,
  created_at: '2026-11-10T08:00:00.000Z',
  resolved_at: '2026-11-14T16:30:00.000Z',
  decided_against: 'assignee',
};

export const disputeConflict: Dispute = {
  id: 3,
  status: 'open',
  status_text: 'İnceleniyor',
  status_color: 'warning',
  result_message: null,
  created_at: '2026-11-20T09:00:00.000Z',
  fromnow: '3 gün önce',
  new_messages: 0,
  muhatap: { id: 57, name: 'Av. Mehmet Çelik Karaosmanoğlu', avatar: null, verification_image: null },
  mission: {
    id: 12,
    categoryName: 'Duruşmaya Katılım',
    adliyeName: 'İstanbul Çağlayan Adliyesi',
    missionDate: '2026-11-18',
    missionPrice: 1250,
  },
};

const owner = { id: 1, name: 'Av. Ayşe Yılmaz', avatar: null, verification_image: null };
const assignee = { id: 57, name: 'Av. Mehmet Çelik Karaosmanoğlu', avatar: null, verification_image: null };

export const adminDisputeMessages: AdminDisputeMessage[] = [
  {
    id: 34,
    message: 'Zabıt örneğini ekliyorum; duruşma ertelendi.',
    status: 'pending',
    moderation: 'pending',
    fromnow: 'az önce',
    sender: assignee,
    mine: false,
    images: [avatarImageAlt],
  },
  {
    id: 33,
    message: 'Karşı taraf yalan söylüyor!!! Bir daha bu kişiyle çalışmam.',
    status: 'pending',
    moderation: 'rejected',
    fromnow: '1 saat önce',
    sender: owner,
    mine: false,
  },
  {
    id: 32,
    message: 'Lütfen iki taraf da görevle ilgili belgelerini paylaşsın.',
    status: 'approved',
    moderation: 'approved',
    fromnow: '2 saat önce',
    sender: { id: 0, name: null, avatar: null, verification_image: null },
    mine: false,
  },
  {
    id: 30,
    message: 'Görev yapılmadı, müvekkilim mağdur oldu.\nDuruşma saatinde adliyede kimse yoktu.',
    status: 'approved',
    moderation: 'approved',
    fromnow: '3 gün önce',
    sender: owner,
    mine: false,
    images: [avatarImage, avatarImageAlt],
  },
];

const fatmaPayout: AdminPayout = {
  id: 8,
  user_id: 41,
  user_name: 'Av. Fatma Nur Kılıçarslan Güneşdoğdu',
  telephone: '05321234567',
  name: 'Fatma Nur Kılıçarslan Güneşdoğdu',
  bank_name: 'Türkiye İş Bankası',
  iban: 'TR170006400000000001234567',
  price: 1250,
  status: 'pending',
  created_at: '2026-11-22T10:05:00.000Z',
  decided_at: null,
};

export const pendingPayouts: AdminPayout[] = [
  fatmaPayout,
  {
    id: 9,
    user_id: 42,
    user_name: 'Av. Oğuz Çelik',
    telephone: '05449876543',
    name: 'Oğuz Çelik',
    bank_name: 'Türkiye Garanti Bankası',
    iban: 'TR180006200000009876543210',
    price: 2750.5,
    status: 'pending',
    created_at: '2026-11-23T07:30:00.000Z',
    decided_at: null,
  },
];

export const decidedPayouts: AdminPayout[] = [
  {
    ...fatmaPayout,
    id: 5,
    price: 640,
    status: 'paid',
    created_at: '2026-11-12T09:00:00.000Z',
    decided_at: '2026-11-13T11:00:00.000Z',
  },
  {
    id: 6,
    user_id: 7,
    user_name: 'Av. Mehmet Demir',
    telephone: '05051112233',
    name: 'Mehmet Demir',
    bank_name: 'T.C. Ziraat Bankası',
    iban: 'TR600001000000000055501234',
    price: 300,
    status: 'rejected',
    created_at: '2026-11-14T14:20:00.000Z',
    decided_at: '2026-11-15T09:10:00.000Z',
  },
];

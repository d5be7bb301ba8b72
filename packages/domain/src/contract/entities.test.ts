import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import * as entities from './entities.ts';
import * as envelopes from './envelopes.ts';

type SchemaName<M> = { [K in keyof M]: K extends `${string}Schema` ? K : never }[keyof M];
type EntitySchemaName = SchemaName<typeof entities>;
type Fixtures = { [K in EntitySchemaName]: z.input<(typeof entities)[K]> };

const performance = { id: 3, name: 'Ceza Hukuku' };
const performanceScore = { ...performance, percent: 85 };
const reliabilityFigures = {
  completed: 14,
  reports_counted: 12,
  reports_on_time_percent: 91,
  late_cancels: 1,
  disputes_lost: 0,
  median_apply_minutes: 9,
};
const notificationData = {
  type: 'mission_created',
  id: 41,
  mission_id: 1207,
  icon: 'bell',
  title: 'Yeni görev',
  message: 'Çağlayan Adliyesi’nde duruşma görevi açıldı.',
};
const appNotification = { id: '9', read_at: null, diffForHumans: '5 dakika önce', data: notificationData };
const user: entities.User = {
  id: 12,
  name: 'Av. Ayşe Gülşen Yılmaz-Öztürk',
  email: 'ayse.yilmaz@ornek.com.tr',
  telephone: '05321234567',
  baroId: 34,
  avatar: '/uploads/avatars/ayse.jpg',
  pending_avatar: null,
  verification_image: '/images/verified.svg',
  vip: true,
  proLastDate: '2026-12-31T21:00:00.000Z',
  premium_price: 1250,
  premium_discount: 250.5,
  cash: 1250,
  missionStatus: 1,
  mission_create: true,
  add_mission: 0,
  email_notify: 1,
  sms_notify: 0,
  call_notify: 1,
  about_text: 'İstanbul’da ceza ve iş hukuku alanında çalışıyorum.',
  pending_about_text: null,
  baroChange: false,
  performances: [performance],
  cancel_request: 3,
  notifications: [appNotification],
  new_notifications_count: 1,
  deleted: false,
  is_available_time: true,
  not_available_time_message: null,
  waiting_conflict_message: 0,
  new_user: false,
  old_premium: false,
  countdown: null,
  smsVerify: true,
  emailVerify: true,
  status: true,
  ban_message: null,
};
const showActions: entities.ShowActions = {
  showCancelButton: true,
  waitingForResultButton: false,
  showMissionDetail: false,
  showLawyerProfile: false,
  selectUser: true,
  infoModal: true,
  cancelMission: false,
  completedButton: false,
  commentStatus: 1,
};
const missionRow: entities.MissionRow = {
  missionId: 1207,
  ownerId: 12,
  userId: null,
  ownerName: 'Av. Ayşe Gülşen Yılmaz-Öztürk',
  userName: null,
  adliyeName: 'İstanbul Çağlayan Adliyesi',
  categoryName: 'Duruşma',
  missionaddress: 'İstanbul Çağlayan Adliyesi',
  missionDate: '2026-03-18',
  missionTime: '10:30',
  missionPrice: 1250,
  misssionDetail: '3. Asliye Ceza Mahkemesi, 2025/412 Esas sayılı dosyada duruşmaya katılım.',
  fast: true,
  missionStatus: 0,
  cancelText: null,
  infoText: null,
  status: [{ text: 'Acil', colorName: 'danger' }],
  showActions,
};
const place = {
  address: 'Çağlayan Mah. Adliye Cad. No:1 Kağıthane/İstanbul',
  latitude: 41.07,
  longitude: 28.98,
};
const pendingMission: entities.PendingMission = {
  ...missionRow,
  ...place,
  status: [
    { text: 'Dakika', colorName: 'danger', seconds: 754, part: 'minutes' },
    { text: 'Saniye', colorName: 'warning', seconds: 754, part: 'seconds' },
  ],
  createdAt: '2026-03-18T07:12:00.000Z',
  verification_image: null,
  userAvatar: null,
  confirm: { questions: ['Görevi üstlenebilirim.', 'Konumuma yakın, hemen gidebilirim.'] },
  applied: false,
};
const counterpart = { id: 57, verification_image: null, yetkibelgesi: true };
const city = { il_no: 34, isim: 'İstanbul' };
const district = { ilce_no: 1450, isim: 'Şişli' };
const comment = {
  mission_id: 1190,
  user_id: 57,
  rating: 5,
  comment: 'Çok hızlı ve özenli, teşekkürler.',
  name: 'Av. Mehmet Çelik',
  avatar: null,
  created_at: '2026-03-01T09:00:00.000Z',
};
const disputeParty = { id: 57, name: 'Av. Mehmet Çelik', avatar: null, verification_image: null };
const subOption: entities.TicketOption = {
  key: 'iptal',
  value: 2,
  text: 'Görevi iptal etmek istiyorum',
  redirect: 'cancel_request',
  type: null,
  info: null,
};
const ticketOption: entities.TicketOption = {
  key: 'gorev',
  value: 1,
  text: 'Görevle ilgili bir sorum var',
  redirect: null,
  type: 'subselect',
  info: null,
  sub: [subOption],
};

/** One realistic answer per exported schema; the type makes a new schema without a fixture fail. */
const fixtures: Fixtures = {
  flagSchema: 1,
  performanceSchema: performance,
  performanceScoreSchema: performanceScore,
  notificationDataSchema: notificationData,
  appNotificationSchema: appNotification,
  userSchema: user,
  countdownPartSchema: 'minutes',
  missionStatusEntrySchema: { text: 'Başvuru Bekleniyor', colorName: 'info' },
  showActionsSchema: showActions,
  missionRowSchema: missionRow,
  pendingMissionSchema: pendingMission,
  pendingMissionsDataSchema: {
    infoText: 'Hizmet verdiğiniz adliyelerde açılan görevler aşağıdadır.',
    noMissionText: 'Şu an başvuru bekleyen görev bulunmuyor.',
    data: [pendingMission],
  },
  counterpartSchema: counterpart,
  missionDetailSchema: {
    ...missionRow,
    ...place,
    createdAt: '2026-03-18T07:12:00.000Z',
    ownerName: 'Av. Ayşe Gülşen Yılmaz-Öztürk',
    userName: 'Av. Mehmet Çelik',
    ownerAvatar: null,
    userAvatar: null,
    telNo: '05329876543',
    wpMessage: 'https://wa.me/905329876543?text=Merhaba',
    muhatap: counterpart,
    statusTip: null,
    authorityPdf: '/api/mission/12/yetkibelgesi.pdf?exp=1767225600&sig=abc',
  },
  archiveItemSchema: {
    missionId: 1190,
    baroName: 'İstanbul Barosu',
    adliyeName: 'Bakırköy Adliyesi',
    categoryName: 'Dosya İnceleme',
    missionPrice: 750,
    ownerName: 'Av. Ayşe Gülşen Yılmaz-Öztürk',
    userName: 'Av. Mehmet Çelik',
    ownerAvatar: null,
    userAvatar: null,
    ownerVerificationImage: null,
    userVerificationImage: null,
    ownerBaro: 'İstanbul Barosu',
    userBaro: 'Ankara Barosu',
    comment: null,
    rating: null,
  },
  applicantBioSchema: { text: null, performances: [performanceScore] },
  reliabilityFiguresSchema: reliabilityFigures,
  reliabilityRecordSchema: {
    member_since: '2025-03-01T09:00:00.000Z',
    new_member: false,
    figures: reliabilityFigures,
    hints: null,
  },
  applicantSchema: {
    user_id: 57,
    name: 'Av. Mehmet Çelik',
    message: 'Görevi üstlenebilirim.',
    latitude: 41.05,
    longitude: 28.99,
    mission_latitude: 41.07,
    mission_longitude: 28.98,
    distance: 2,
    present: true,
    owner: true,
    selectable: true,
    selectAll: false,
    bio: { text: 'Ankara ve İstanbul’da duruşmalara katılıyorum.', performances: [performanceScore] },
  },
  cancelRequestItemSchema: {
    id: 4,
    name: 'Av. Mehmet Çelik',
    avatar: null,
    verification_image: null,
    text: '<p>Görev sahibi iptal talep etti.</p>',
    status: { name: 'Bekliyor', colorName: 'warning' },
    actions: true,
    mine: false,
    late: false,
  },
  cancelInfoSchema: {
    missions: [{ id: 1207, title: 'Duruşma, 18.03.2026' }],
    types: [{ value: 'karsi_taraf', text: 'Karşı taraf gelmedi' }],
    requests: [],
    remaining: 3,
  },
  categoryPlaceSchema: 'both',
  categorySchema: { id: 1, name: 'Duruşma', price: '500,750,1000', out_adliye: 'in', time_required: true },
  barSchema: { baro_id: 34, name: 'İstanbul Barosu' },
  courthouseSchema: { adliye_id: 101, id: 101, name: 'İstanbul Çağlayan Adliyesi' },
  shortDescriptionEntitySchema: { id: 8, description: 'Duruşmaya katılım ve tutanak', user_id: null },
  citySchema: city,
  districtSchema: district,
  locationResultSchema: {
    name: 'Çağlayan Adliyesi',
    address: 'Kağıthane, İstanbul',
    latitude: 41.07,
    longitude: 28.98,
    province: 'İstanbul',
  },
  constantSchema: {
    name: 'gorev_saat_disi',
    description: 'Görevler 08:00 ile 20:00 arasında oluşturulabilir.',
  },
  activitySchema: {
    typeImage: 'data:image/svg+xml,%3Csvg%2F%3E',
    name: 'Av. Ayşe Gülşen Yılmaz-Öztürk',
    date: '18.03.2026 10:30',
    typeText: 'Görev Oluşturdu',
    statusColor: 'primary',
    missionTitle: 'Duruşma Takibi · Çağlayan Adliyesi',
  },
  noticePageSchema: {
    id: 2,
    slug: 'kvkk-aydinlatma-metni',
    title: 'KVKK Aydınlatma Metni',
    date: '18.03.2026',
    url: '/pages/kvkk-aydinlatma-metni',
    in_homepage: false,
  },
  webPopupAudienceSchema: 'non_vip',
  webPopupSchema: { status: false, url: null, link: null, audience: 'all' },
  faqItemSchema: { title: 'Görev nasıl oluşturulur?', content: '<p>Ana sayfadan “Görev Oluştur”…</p>' },
  commentSchema: comment,
  lawyerProfileSchema: {
    id: 57,
    name: 'Av. Mehmet Çelik',
    baroName: 'Ankara Barosu',
    avatar: null,
    verification_image: null,
    commentRate: 4.5,
    about_text: null,
    performances: [performanceScore],
    comments: [comment],
    isOwner: false,
  },
  authorityDocumentEntitySchema: {
    id: 3,
    name: 'Av. Mehmet Çelik',
    baro_id: 6,
    baroName: 'Ankara Barosu',
    tc: '10000000146',
    sicil: '12345',
    changableTc: false,
    existsBelge: true,
  },
  referralInfoSchema: {
    text: '<p>Davet ettiğin meslektaş üye olursa ₺100 kazanırsın.</p>',
    url: 'https://meslektas.example/r/AYSE12',
    whatsapp_url: 'https://wa.me/?text=Merhaba',
    code: 'AYSE2345',
    reward: 10,
  },
  referenceSchema: { name: 'Av. Şule Doğan', rewarded: true },
  payoutSchema: {
    id: 4,
    name: 'Ayşe Yılmaz',
    iban: 'TR330006100519786457841326',
    bankName: 'Ziraat',
    status: 'Onay Bekliyor',
    statusCode: 'pending',
    price: 1250,
    created_at: '2026-11-20T09:00:00.000Z',
  },
  payoutAccountSchema: {
    name: 'Ayşe Yılmaz',
    iban: 'TR330006100519786457841326',
    updated_at: '2026-11-20T09:00:00.000Z',
  },
  payoutAccountAnswerSchema: {
    data: null,
    from_payout: { name: 'Ayşe Yılmaz', iban: 'TR330006100519786457841326' },
    tc_needed: true,
  },
  invoiceDetailsSchema: { city, district },
  progressTextSchema: {
    type: 'avatar',
    text: 'Profil fotoğrafı',
    body: 'Yükleyin',
    buttonShown: true,
    url: null,
  },
  progressInfoSchema: { progress: 60, texts: [] },
  disputePartySchema: disputeParty,
  disputeMissionSchema: {
    id: 1190,
    categoryName: 'Duruşma',
    adliyeName: null,
    missionDate: '2026-03-01',
    missionPrice: 1000,
  },
  disputeSchema: {
    id: 2,
    status: 'open',
    status_text: 'Açık',
    result_message: null,
    created_at: '2026-03-02T09:00:00.000Z',
    fromnow: '2 gün önce',
    new_messages: 1,
    muhatap: disputeParty,
    mission: {
      id: 1190,
      categoryName: 'Duruşma',
      adliyeName: null,
      missionDate: '2026-03-01',
      missionPrice: 1000,
    },
  },
  disputeMessageEntitySchema: {
    id: 5,
    message: '<p>Görev yapılmadı.</p>',
    status: 'approved',
    fromnow: 'az önce',
    sender: { ...disputeParty, name: null },
    mine: false,
    images: ['/uploads/disputes/5-1.jpg'],
  },
  complaintEntitySchema: {
    body: 'Uygulama açılmıyor.',
    title: 'Hata',
    category: 'teknik',
    is_web: 1,
    images: [],
  },
  ticketSchema: {
    id: 3,
    subject: 'Hesabım ve profilim › Telefon numaramı değiştirmek istiyorum',
    question: 'Yeni numaramı nasıl tanımlarım?',
    date: '18.03.2026',
    status: 'pending',
    answer: null,
    answered_at: null,
  },
  ticketRedirectSchema: 'baro_change',
  ticketOptionTypeSchema: 'infoText',
  ticketOptionSchema: ticketOption,
};

const page = { data: [missionRow], totalPage: 3, page: 1 };
/** The envelopes, each built around a real entity, with an answer it must describe. */
const envelopeCases: [string, z.ZodType, unknown][] = [
  ['dataEnvelope', envelopes.dataEnvelope(entities.userSchema), { data: user }],
  ['nestedData', envelopes.nestedData(z.array(entities.applicantSchema)), { data: { data: [] } }],
  ['pagedResponse', envelopes.pagedResponse(entities.missionRowSchema), page],
  [
    'laravelPage',
    envelopes.laravelPage(entities.appNotificationSchema),
    { data: [appNotification], current_page: 1, last_page: 2, per_page: 15, total: 16 },
  ],
  [
    'statusFalseSchema',
    envelopes.statusFalseSchema,
    { status: 'false', messages: { adliye_id: ['Adliye Seçimi Yapınız'] } },
  ],
  ['apiErrorBodySchema', envelopes.apiErrorBodySchema, { message: 'Görev bulunamadı.' }],
  [
    'loginResponseSchema',
    envelopes.loginResponseSchema,
    { token: 'abc', user, message: 'Başarılı giriş yaptınız.' },
  ],
  ['messageResponseSchema', envelopes.messageResponseSchema, { status: 'true', message: 'Kaydedildi.' }],
];

const entityCases = (Object.keys(fixtures) as EntitySchemaName[]).map(
  (name) => [name, entities[name] as z.ZodType, fixtures[name]] as [string, z.ZodType, unknown],
);
const allCases = [...entityCases, ...envelopeCases];

/** Every kind of schema met walking down from `schema` (getters of recursive schemas included). */
function kindsIn(schema: z.core.$ZodType): Set<string> {
  const kinds = new Set<string>();
  const seen = new Set<z.core.$ZodType>();
  const visit = (s: z.core.$ZodType) => {
    if (seen.has(s)) return;
    seen.add(s);
    kinds.add(s._zod.def.type);
    for (const [key, value] of Object.entries(s._zod.def)) {
      const children =
        key === 'shape' ? Object.values(value as object) : Array.isArray(value) ? value : [value];
      for (const child of children) if (child instanceof z.core.$ZodType) visit(child);
    }
  };
  visit(schema);
  return kinds;
}

const plainKinds = [
  'object',
  'array',
  'optional',
  'nullable',
  'union',
  'record',
  'enum',
  'literal',
  'string',
  'number',
  'boolean',
];
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

describe('every response schema', () => {
  it('has a fixture for each exported entity schema', () => {
    const exported = Object.keys(entities).filter((name) => name.endsWith('Schema'));
    expect(exported.sort()).toEqual(Object.keys(fixtures).sort());
  });

  it.each(allCases)('%s is plain: no preprocess, pipe or transform anywhere inside', (_, schema) => {
    expect([...kindsIn(schema)].filter((kind) => !plainKinds.includes(kind))).toEqual([]);
  });

  it.each(allCases)('%s parses a realistic Turkish answer unchanged', (_, schema, fixture) => {
    expect(schema.parse(fixture)).toEqual(fixture);
  });

  it.each(allCases)('%s encodes the same answer, as the server serialiser does', (_, schema, fixture) => {
    expect(z.encode(schema, fixture)).toEqual(fixture);
  });

  it.each(allCases.filter(([, , fixture]) => isObject(fixture)))(
    '%s strips a key the contract does not declare, on parse and on encode',
    (_, schema, fixture) => {
      const leaky = { ...(fixture as object), password_hash: 'scrypt$…' };
      expect(schema.parse(leaky)).toEqual(fixture);
      expect(z.encode(schema, leaky)).toEqual(fixture);
    },
  );
});

describe('nested undeclared fields never leave either', () => {
  it.each([
    [
      'the notification inside the user',
      entities.userSchema,
      { ...user, notifications: [{ ...appNotification, user_id: 12 }] },
      user,
    ],
    [
      'the counterpart inside the detail',
      entities.missionDetailSchema,
      { ...fixtures.missionDetailSchema, muhatap: { ...counterpart, tc: '10000000146' } },
      fixtures.missionDetailSchema,
    ],
    [
      'an internal field of a place search result',
      envelopes.dataEnvelope(z.array(entities.locationResultSchema)),
      { data: [{ ...fixtures.locationResultSchema, kind: 'courthouse' }] },
      { data: [fixtures.locationResultSchema] },
    ],
    [
      'a sub-option of a ticket option',
      entities.ticketOptionSchema,
      { ...ticketOption, sub: [{ ...subOption, internal: true }] },
      ticketOption,
    ],
  ])('%s', (_, schema, leaky, clean) => {
    expect(z.encode(schema as z.ZodType, leaky)).toEqual(clean);
  });
});

describe('a wrong field type is refused', () => {
  it.each<[string, z.ZodType, unknown, PropertyKey[]]>([
    ['a task-taking status of 2', entities.userSchema, { ...user, missionStatus: 2 }, ['missionStatus']],
    [
      'a notification setting sent as true',
      entities.userSchema,
      { ...user, sms_notify: true },
      ['sms_notify'],
    ],
    ['a null name', entities.userSchema, { ...user, name: null }, ['name']],
    [
      'an id sent as a string',
      entities.missionRowSchema,
      { ...missionRow, missionId: '1207' },
      ['missionId'],
    ],
    [
      'a fractional id',
      entities.courthouseSchema,
      { adliye_id: 1.5, name: 'Bakırköy Adliyesi' },
      ['adliye_id'],
    ],
    [
      'a missing price',
      entities.missionRowSchema,
      { ...missionRow, missionPrice: undefined },
      ['missionPrice'],
    ],
    [
      'an unknown countdown part',
      entities.pendingMissionSchema,
      { ...pendingMission, status: [{ text: 'Dakika', colorName: 'danger', part: 'saat' }] },
      ['status', 0, 'part'],
    ],
    [
      'a comment status of true',
      entities.showActionsSchema,
      { ...showActions, commentStatus: true },
      ['commentStatus'],
    ],
    [
      'an unknown courthouse rule',
      entities.categorySchema,
      { ...fixtures.categorySchema, out_adliye: 'dışarı' },
      ['out_adliye'],
    ],
    [
      'a deep wrong value',
      entities.ticketOptionSchema,
      { ...ticketOption, sub: [{ ...subOption, value: 'iki' }] },
      ['sub', 0, 'value'],
    ],
    [
      'a dispute message status',
      entities.disputeMessageEntitySchema,
      { ...fixtures.disputeMessageEntitySchema, status: 'rejected' },
      ['status'],
    ],
    [
      'status false with a plain message',
      envelopes.statusFalseSchema,
      { status: 'false', messages: 'Hata' },
      ['messages'],
    ],
    [
      'a page number as a string',
      envelopes.pagedResponse(entities.missionRowSchema),
      { ...page, page: '1' },
      ['page'],
    ],
  ])('%s', (_, schema, input, path) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(path);
    expect(() => z.encode(schema, input)).toThrow();
  });
});

describe('the inferred types keep the shapes consumers rely on', () => {
  it('keeps optional, nullable and literal fields as they were written', () => {
    expectTypeOf<entities.Flag>().toEqualTypeOf<0 | 1>();
    expectTypeOf<entities.User['missionStatus']>().toEqualTypeOf<0 | 1>();
    expectTypeOf<entities.Applicant['distance']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<entities.CategoryPlace>().toEqualTypeOf<'both' | 'in' | 'out'>();
    expectTypeOf<entities.TicketOption['sub']>().toEqualTypeOf<entities.TicketOption[] | undefined>();
    expectTypeOf<entities.PendingMission>().toExtend<entities.MissionRow>();
    expectTypeOf<entities.MissionDetail['muhatap']>().toEqualTypeOf<entities.Counterpart | null>();
  });

  it('gives the generic envelopes the shape of their builders', () => {
    expectTypeOf<envelopes.DataEnvelope<entities.User>>().toEqualTypeOf<{ data: entities.User }>();
    expectTypeOf<envelopes.NestedData<number>>().toEqualTypeOf<{ data: { data: number } }>();
    expectTypeOf<envelopes.PagedResponse<entities.MissionRow>>().toEqualTypeOf<
      z.infer<ReturnType<typeof envelopes.pagedResponse<typeof entities.missionRowSchema>>>
    >();
    expectTypeOf<envelopes.LaravelPage<string>['last_page']>().toEqualTypeOf<number>();
    expectTypeOf<envelopes.StatusFalse['messages']>().toEqualTypeOf<string[] | Record<string, string[]>>();
  });
});

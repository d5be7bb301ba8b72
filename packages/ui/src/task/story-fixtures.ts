/**
 * Typed, realistic fixtures for the task-flow stories. A fixed clock keeps every story and
 * screenshot the same on every machine: "today" is 16 March 2026 in İstanbul.
 */
import {
  type Activity,
  type Applicant,
  type ArchiveItem,
  type AuthorityDocument,
  type Bar,
  type Category,
  type Courthouse,
  type LocationResult,
  type MissionDetail,
  type MissionRow,
  MissionStatus,
  type PendingMission,
  type ShortDescription,
  type ShowActions,
} from '@meslektas/domain';
import { activityImage, avatarImage, avatarImageAlt, verificationImage } from '../lib/story-images.ts';

export const NOW = new Date('2026-03-16T09:30:00+03:00');
export const TODAY = '2026-03-16';
export const TOMORROW = '2026-03-17';
export const YESTERDAY = '2026-03-15';

export const CURRENT_USER_ID = 7;
export const OTHER_USER_ID = 42;

export const bars: Bar[] = [
  { baro_id: 34, name: 'İstanbul Barosu' },
  { baro_id: 6, name: 'Ankara Barosu' },
  { baro_id: 35, name: 'İzmir Barosu' },
];

export const courthouses: Courthouse[] = [
  { adliye_id: 1, name: 'Çağlayan Adliyesi' },
  { adliye_id: 2, name: 'Kartal Anadolu Adliyesi' },
  { adliye_id: 3, name: 'Bakırköy Adliyesi' },
];

export const categories: Category[] = [
  { id: 1, name: 'Duruşmaya Katılım', price: '750,1000,1250', out_adliye: 'in', time_required: true },
  { id: 2, name: 'Dosya Fotokopisi', price: '500,750', out_adliye: 'both', time_required: false },
  { id: 3, name: 'Tebligat Takibi', price: '600,900', out_adliye: 'out', time_required: false },
];

export const locationResults: LocationResult[] = [
  {
    name: 'İstanbul Vergi Dairesi Başkanlığı',
    address: 'Maslak, Büyükdere Cd. No:2, 34398 Sarıyer/İstanbul',
    latitude: 41.1095,
    longitude: 29.0203,
    province: 'İstanbul',
  },
  {
    name: 'Ankara Tapu Müdürlüğü',
    address: 'Kızılay, Atatürk Blv., Çankaya/Ankara',
    latitude: 39.9208,
    longitude: 32.8541,
    province: 'Ankara',
  },
];

export const shortDescriptions: ShortDescription[] = [
  { id: 1, description: 'Dosyanın tamamının fotokopisinin alınması.', user_id: CURRENT_USER_ID },
  { id: 2, description: 'Duruşmaya katılım ve tutanağın tarafıma iletilmesi.', user_id: null },
  { id: 3, description: 'Bilirkişi raporunun UYAP dışı teslim alınması.', user_id: null },
];

export const noActions: ShowActions = {
  showCancelButton: false,
  waitingForResultButton: false,
  showMissionDetail: false,
  showLawyerProfile: false,
  selectUser: false,
  infoModal: false,
  cancelMission: false,
  completedButton: false,
  commentStatus: 1,
};

export const missionRow: MissionRow = {
  missionId: 1201,
  ownerId: CURRENT_USER_ID,
  userId: OTHER_USER_ID,
  ownerName: 'Av. Mehmet Ali Karaosmanoğlu',
  userName: 'Av. Ayşe Nur Yıldırım-Çelikkanat',
  adliyeName: 'Çağlayan Adliyesi',
  categoryName: 'Duruşmaya Katılım',
  missionaddress: null,
  missionDate: TODAY,
  missionTime: '10:30',
  missionPrice: 1250,
  misssionDetail: 'İstanbul 14. Asliye Ticaret Mahkemesi 2025/418 E. dosyasında duruşmaya katılım.',
  fast: false,
  missionStatus: MissionStatus.assigned,
  cancelText: null,
  infoText: null,
  status: [{ text: 'Atama Yapıldı', colorName: 'success' }],
  showActions: { ...noActions, completedButton: true, showLawyerProfile: true },
};

export const missionRows: MissionRow[] = [
  missionRow,
  {
    ...missionRow,
    missionId: 1202,
    adliyeName: null,
    missionaddress: 'Maslak, Büyükdere Cd. No:2, Sarıyer/İstanbul',
    categoryName: 'Tebligat Takibi',
    missionDate: TOMORROW,
    missionTime: null,
    missionPrice: 600,
    fast: true,
    missionStatus: MissionStatus.open,
    status: [
      { text: 'Başvuru Bekleniyor', colorName: 'warning' },
      { text: 'Acil', colorName: 'danger' },
    ],
    showActions: { ...noActions, showMissionDetail: true, showCancelButton: true, selectUser: true },
  },
  {
    ...missionRow,
    missionId: 1203,
    categoryName: 'Dosya Fotokopisi',
    missionPrice: 500,
    missionStatus: MissionStatus.cancelled,
    cancelText: null,
    status: [{ text: 'İptal Edildi', colorName: 'danger' }],
    showActions: { ...noActions, cancelMission: true },
  },
  {
    ...missionRow,
    missionId: 1204,
    adliyeName: 'Kartal Anadolu Adliyesi',
    missionStatus: MissionStatus.completed,
    status: [{ text: 'Tamamlandı', colorName: 'success' }],
    showActions: { ...noActions, showLawyerProfile: true, commentStatus: 0 },
  },
];

export const pendingMission: PendingMission = {
  ...missionRow,
  missionId: 1301,
  ownerId: OTHER_USER_ID,
  userId: null,
  missionStatus: MissionStatus.open,
  status: [
    { text: 'Dakika', colorName: 'danger', seconds: 485, part: 'minutes' },
    { text: 'Saniye', colorName: 'warning', seconds: 485, part: 'seconds' },
  ],
  showActions: noActions,
  address: null,
  latitude: 41.0766,
  longitude: 28.9845,
  createdAt: '2026-03-16T09:25:00+03:00',
  verification_image: verificationImage,
  userAvatar: avatarImageAlt,
  confirm: {
    questions: [
      'Görevi belirtilen saatte yapabilirim.',
      'Görevi 30 dakika gecikmeyle yapabilirim.',
      'Görevi öğleden sonra yapabilirim.',
    ],
  },
  applied: false,
};

/** A task the viewer has already applied to: still listed, marked, without the apply button. */
export const appliedPendingMission: PendingMission = {
  ...pendingMission,
  missionId: 1303,
  categoryName: 'Duruşma Takibi',
  applied: true,
};

export const urgentPendingMission: PendingMission = {
  ...pendingMission,
  missionId: 1302,
  fast: true,
  adliyeName: null,
  missionaddress: 'Maslak, Büyükdere Cd. No:2, Sarıyer/İstanbul',
  address: 'İstanbul Vergi Dairesi Başkanlığı, 3. kat, 312 numaralı oda',
  categoryName: 'Tebligat Takibi',
  missionPrice: 900,
};

export const USER_LOCATION = { latitude: 41.0422, longitude: 29.0083 };

export const missionDetail: MissionDetail = {
  ...missionRow,
  address: 'Çağlayan Adliyesi, C Blok, 4. kat, 14. Asliye Ticaret Mahkemesi kalemi',
  latitude: 41.0766,
  longitude: 28.9845,
  createdAt: '2026-03-16T08:50:00+03:00',
  ownerName: 'Av. Mehmet Ali Karaosmanoğlu',
  userName: 'Av. Ayşe Nur Yıldırım-Çelikkanat',
  ownerAvatar: avatarImage,
  userAvatar: avatarImageAlt,
  telNo: '05321234567',
  wpMessage: 'https://wa.me/905321234567?text=Merhaba',
  muhatap: { id: OTHER_USER_ID, verification_image: verificationImage, yetkibelgesi: true },
  statusTip:
    'Görev atandı. Görevi yaptıktan sonra tamamlandı olarak işaretlemeyi ve meslektaşınızı puanlamayı unutmayınız.',
  authorityPdf: null,
};

export const authorityDocument: AuthorityDocument = {
  id: 9,
  name: 'Av. Ayşe Nur Yıldırım-Çelikkanat',
  baro_id: 34,
  baroName: 'İstanbul Barosu',
  tc: '12345678950',
  sicil: '54321',
  changableTc: false,
  existsBelge: true,
};

const applicantBase: Applicant = {
  user_id: 51,
  name: 'Av. Zeynep Gülşen Karadeniz-Öztürk',
  message: 'Merhaba, bugün Çağlayan’dayım; duruşmaya katılabilirim.',
  latitude: 41.0422,
  longitude: 29.0083,
  mission_latitude: 41.0766,
  mission_longitude: 28.9845,
  owner: true,
  selectable: true,
  selectAll: false,
  present: false,
  bio: {
    text: '12 yıllık ticaret hukuku avukatıyım; İstanbul adliyelerinde düzenli tevkil alıyorum.',
    performances: [
      { id: 1, name: 'Ticaret Hukuku', percent: 85 },
      { id: 2, name: 'İcra ve İflas Hukuku', percent: 60 },
    ],
  },
};

export const applicants: Applicant[] = [
  applicantBase,
  {
    ...applicantBase,
    user_id: 52,
    name: 'Av. Burak Emre Şahin',
    message: 'Saat 11:00’den sonra müsaitim.',
    latitude: null,
    longitude: null,
    selectable: false,
    bio: { text: null, performances: [] },
  },
];

/** The same applicants, the first one present at the task's courthouse ('Adliyede'). */
export const applicantsWithPresent: Applicant[] = applicants.map((a, i) => ({ ...a, present: i === 0 }));

export const archiveItems: ArchiveItem[] = [
  {
    missionId: 1204,
    baroName: 'İstanbul Barosu',
    adliyeName: 'Kartal Anadolu Adliyesi',
    categoryName: 'Duruşmaya Katılım',
    missionPrice: 1250,
    ownerName: 'Av. Mehmet Ali Karaosmanoğlu',
    userName: 'Av. Ayşe Nur Yıldırım-Çelikkanat',
    ownerAvatar: avatarImage,
    userAvatar: avatarImageAlt,
    ownerVerificationImage: verificationImage,
    userVerificationImage: null,
    ownerBaro: 'İstanbul Barosu',
    userBaro: 'İstanbul Barosu',
    comment: 'Çok hızlı ve özenli çalıştı, teşekkürler.',
    rating: 5,
  },
  {
    missionId: 1207,
    baroName: 'Ankara Barosu',
    adliyeName: null,
    categoryName: 'Tebligat Takibi',
    missionPrice: 600,
    ownerName: 'Av. Selin Arslan',
    userName: 'Av. Kerem Doğan',
    ownerAvatar: null,
    userAvatar: avatarImage,
    ownerVerificationImage: null,
    userVerificationImage: verificationImage,
    ownerBaro: 'Ankara Barosu',
    userBaro: 'İzmir Barosu',
    comment: null,
    rating: null,
  },
];

export const activities: Activity[] = [
  {
    typeImage: activityImage,
    name: 'Av. Mehmet Ali Karaosmanoğlu',
    date: '16.03.2026 09:12',
    typeText: 'Görev Oluşturdu',
    statusColor: 'primary',
    missionTitle: 'Dosya İnceleme ve Fotokopi · Çağlayan Adliyesi',
  },
  {
    typeImage: activityImage,
    name: 'Av. Ayşe Nur Yıldırım-Çelikkanat',
    date: '16.03.2026 08:47',
    typeText: 'Görevi Tamamladı',
    statusColor: 'success',
    missionTitle: 'Duruşmaya Katılım · Kartal Anadolu Adliyesi',
  },
  {
    typeImage: activityImage,
    name: 'Av. Burak Emre Şahin',
    date: '15.03.2026 17:05',
    typeText: 'Görevi İptal Etti',
    statusColor: 'danger',
    missionTitle: 'Tebligat Takibi · Kağıthane Tapu Müdürlüğü',
  },
  {
    typeImage: activityImage,
    name: 'Av. Zeynep Kaya',
    date: '14.03.2026 11:40',
    typeText: 'Meslektaş’a Katıldı',
    statusColor: 'warning',
    missionTitle: null,
  },
];

type Queries = { getAllByText: (text: string | RegExp) => HTMLElement[] };

/**
 * The one visible element with this text: lists render a desktop table and phone cards and CSS
 * hides one, so plain text queries would find both.
 */
export function visibleText(canvas: Queries, text: string | RegExp): HTMLElement {
  const found = canvas.getAllByText(text).filter((el) => el.checkVisibility());
  if (found.length !== 1) throw new Error(`expected one visible "${String(text)}", found ${found.length}`);
  return found[0] as HTMLElement;
}

/**
 * Entities as they travel in API responses. Field names follow the specification exactly, including
 * its mix of snake_case and camelCase (`missionId`, `adliyeName`, `misssionDetail` with three s,
 * `baro_id`): the old mobile clients read these names, so they are part of the contract.
 * Dates are ISO strings; calendar dates are `YYYY-MM-DD`; times are `HH:mm`; money is TL as a number.
 */

/** 0/1 flags as the spec writes them (notification settings, missionStatus on the user). */
export type Flag = 0 | 1;

export interface Performance {
  id: number;
  name: string;
}

/** A speciality with a progress-bar value (0..100), as shown on bios and profiles. */
export interface PerformanceScore extends Performance {
  percent: number;
}

export interface NotificationData {
  type: string;
  id?: number;
  mission_id?: number | null;
  icon: string | null;
  title: string;
  message: string;
}

/** The spec's Notification (named so it does not clash with the DOM's Notification). */
export interface AppNotification {
  id: string;
  read_at: string | null;
  diffForHumans: string;
  data: NotificationData;
}

export interface User {
  id: number;
  name: string;
  email: string;
  telephone: string;
  baroId: number | null;
  avatar: string | null;
  pending_avatar: string | null;
  verification_image: string | null;
  vip: boolean;
  proLastDate: string | null;
  premium_price: number;
  premium_discount: number;
  cash: number;
  /** 1 open (tasks are forwarded to the user), 0 closed. */
  missionStatus: Flag;
  mission_create: boolean;
  /** Restriction counter: above 0 shows the restriction text and link. */
  add_mission: number;
  email_notify: Flag;
  sms_notify: Flag;
  call_notify: Flag;
  about_text: string | null;
  pending_about_text: string | null;
  /** Set when changing the bar needs a payment first. */
  baroChange: boolean;
  performances: Performance[];
  /** Remaining cancel-request allowance. */
  cancel_request: number;
  notifications: AppNotification[];
  new_notifications_count: number;
  deleted: boolean;
  is_available_time: boolean;
  not_available_time_message: string | null;
  waiting_conflict_message: number;
  new_user: boolean;
  old_premium: boolean;
  /** Seconds left on the welcome/upgrade offer countdown; null when there is none. */
  countdown: number | null;
  smsVerify: boolean;
  emailVerify: boolean;
  /** Truthy once the account is approved; falsy means passive. */
  status: boolean;
  ban_message: string | null;
}

export interface MissionStatusEntry {
  text: string;
  colorName: string;
  /** Pending missions only: seconds left of the window this box counts down. */
  seconds?: number;
  /**
   * Pending missions only: which part of the countdown the box shows, the red box the minutes and
   * the orange one the seconds of the same window. Left out, the box shows mm:ss.
   */
  part?: CountdownPart;
}

export type CountdownPart = 'minutes' | 'seconds';

export interface ShowActions {
  showCancelButton: boolean;
  waitingForResultButton: boolean;
  showMissionDetail: boolean;
  showLawyerProfile: boolean;
  selectUser: boolean;
  infoModal: boolean;
  cancelMission: boolean;
  completedButton: boolean;
  /** 0: the user may still rate the counterpart; 1: already rated (the button disappears). */
  commentStatus: Flag;
}

export interface MissionRow {
  missionId: number;
  ownerId: number;
  userId: number | null;
  adliyeName: string | null;
  categoryName: string;
  missionaddress: string | null;
  missionDate: string;
  missionTime: string | null;
  missionPrice: number;
  misssionDetail: string;
  fast: boolean;
  /** 0 open, 1 assigned, 2 completed, 4 cancelled. */
  missionStatus: number;
  cancelText: string | null;
  infoText: string | null;
  status: MissionStatusEntry[];
  showActions: ShowActions;
}

export interface PendingMission extends MissionRow {
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
  verification_image: string | null;
  userAvatar: string | null;
  confirm: { questions: string[] };
}

/** GET global/pending answers `{ data: PendingMissionsData }`. */
export interface PendingMissionsData {
  infoText: string | null;
  noMissionText: string | null;
  data: PendingMission[];
}

/** The other party of a task, with whether their authority document can be shown. */
export interface Counterpart {
  id: number;
  verification_image: string | null;
  yetkibelgesi: boolean;
}

export interface MissionDetail extends MissionRow {
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
  ownerName: string;
  userName: string | null;
  ownerAvatar: string | null;
  userAvatar: string | null;
  telNo: string | null;
  wpMessage: string | null;
  muhatap: Counterpart | null;
}

export type CategoryPlace = 'both' | 'in' | 'out';

export interface Category {
  id: number;
  name: string;
  /** Allowed budgets, comma-separated (for example "500,750,1000"). */
  price: string;
  out_adliye: CategoryPlace;
  time_required: boolean;
}

export interface Bar {
  baro_id: number;
  name: string;
}

export interface Courthouse {
  adliye_id: number;
  /** Some older calls send `id` instead of `adliye_id`. */
  id?: number;
  name: string;
}

export type Speciality = Performance;

export interface ShortDescription {
  id: number;
  description: string;
  /** null means a system description (read-only). */
  user_id: number | null;
}

export interface Comment {
  mission_id: number;
  user_id: number;
  rating: number;
  comment: string;
  name: string;
  avatar: string | null;
  created_at: string;
}

export interface ApplicantBio {
  text: string | null;
  performances: PerformanceScore[];
}

export interface Applicant {
  user_id: number;
  name: string;
  message: string;
  latitude: number | null;
  longitude: number | null;
  mission_latitude: number | null;
  mission_longitude: number | null;
  /** Whole km between the applicant and the task (haversine, floored); null without both points. */
  distance?: number | null;
  owner: boolean;
  selectable: boolean;
  selectAll: boolean;
  bio: ApplicantBio;
}

export interface CancelRequestItem {
  id: number;
  name: string;
  avatar: string | null;
  verification_image: string | null;
  /** HTML. */
  text: string;
  status: { name: string; colorName: string };
  /** When true the recipient sees 'Onaylıyorum' and 'Reddediyorum' instead of the status. */
  actions: boolean;
}

export interface CancelInfo {
  missions: { id: number; title: string }[];
  types: { value: string; text: string }[];
  requests: CancelRequestItem[];
}

export interface AuthorityDocument {
  id: number | null;
  name: string;
  baro_id: number | null;
  /** Bar name for display (read-only on the form and in the detail modal). */
  baroName?: string | null;
  tc: string;
  sicil: string;
  changableTc: boolean;
  existsBelge: boolean;
}

export interface ReferralInfo {
  /** HTML. */
  text: string;
  url: string;
  whatsapp_url: string;
}

export interface Reference {
  name: string;
}

export interface Payout {
  name: string;
  iban: string;
  bankName: string;
  status: string;
  price: number;
}

export interface DisputeParty {
  id: number;
  name: string | null;
  avatar: string | null;
  verification_image: string | null;
}

export interface DisputeMission {
  id: number;
  categoryName: string;
  adliyeName: string | null;
  missionDate: string;
  missionPrice: number;
}

export interface Dispute {
  id: number;
  /** 'open' or 'resolved'. */
  status: string;
  status_text: string;
  status_color?: string;
  result_message: string | null;
  created_at: string;
  fromnow: string;
  new_messages: number;
  muhatap: DisputeParty;
  mission: DisputeMission;
}

export interface DisputeMessage {
  id: number;
  /** HTML. */
  message: string;
  status: 'pending' | 'approved';
  fromnow: string;
  /** name null means the product itself wrote the message. */
  sender: DisputeParty;
  images?: string[];
}

export interface City {
  il_no: number;
  isim: string;
}

export interface District {
  ilce_no: number;
  isim: string;
}

export interface InvoiceDetails {
  city: City | null;
  district: District | null;
}

export interface ArchiveItem {
  missionId: number;
  baroName: string;
  adliyeName: string | null;
  categoryName: string;
  missionPrice: number;
  ownerAvatar: string | null;
  userAvatar: string | null;
  ownerVerificationImage: string | null;
  userVerificationImage: string | null;
  ownerBaro: string | null;
  userBaro: string | null;
  comment: string | null;
  rating: number | null;
}

export interface Activity {
  typeImage: string;
  name: string;
  date: string;
  typeText: string;
  statusColor: string;
}

export interface NoticePage {
  id: number;
  slug: string;
  title: string;
  date: string;
  url: string;
  in_homepage: boolean;
  body?: string;
}

export interface WebPopup {
  status: boolean;
  url: string | null;
  link: string | null;
}

export interface FaqItem {
  title: string;
  description?: string;
  content?: string;
}

export interface Complaint {
  body: string;
  title: string;
  category: string;
  is_web: Flag;
  images: string[];
}

export interface Ticket {
  question: string;
  date: string;
  /** 'pending' shows 'Bekliyor', anything else 'Cevaplandı'. */
  status: string;
}

export type TicketRedirect = 'sss' | 'baro_change' | 'cancel_request';
export type TicketOptionType = 'animation_modal_text' | 'infoText' | 'subselect';

export interface TicketOption {
  key: string;
  value: number;
  text: string;
  redirect: TicketRedirect | null;
  type: TicketOptionType | null;
  sub?: TicketOption[];
}

export interface Constant {
  name: string;
  description: string;
}

/**
 * Names GET constants always answers (the server seeds each with its Turkish text). The spec's
 * section 9 list, plus the settings and texts other screens read: the sidebar videos' captions
 * (video_gunduz before 20:00, video_gece after), allow_custom_descriptions and animasyon_saniye
 * ('1'/'0' and seconds, as strings), pro_ozellikler (a JSON list), partnership_faq_bottom (HTML).
 */
export const serverConstantNames = [
  'bekleyen_gorev_bilgi',
  'bekleyen_gorev_yok',
  'gorev_basvuru',
  'gorev_basvuru_cevap',
  'gorev_basvuru_cevap_1',
  'gorev_basvuru_cevap_konum',
  'atama_yapilamaz',
  'basvuru_yok_fast',
  'basvuru_uzakligi',
  'profilresmi',
  'gorev_basvuru_ek',
  'görev_iptal_bildirimi_baslik',
  'gorev_iptal_bildirimi_bilgi',
  'uyusmazlik_icerik',
  'uyusmazlik_baslik',
  'katip_uyari',
  'istek_oneri',
  'ban_mesaj_bilgi',
  'baro_odeme',
  'gorev_kisitlamasi',
  'gorev_kisitlama_link',
  'notif_settings',
  'pro_ozellikler',
  'pro_aciklama',
  'pro_iade_icerik',
  'gorev_iptal_popup',
  'gorev_saat_disi',
  'gorev_olusturma_bilgi',
  'acil_gorev_bilgi',
  'adliye_disi_bilgi',
  'allow_custom_descriptions',
  'animasyon_saniye',
  'video_gunduz',
  'video_gece',
  'pro_fiyat',
  'pro_indirim',
  'yetki_belgesi_bilgi',
  'davet_metni',
  'partnership_faq_bottom',
] as const;
export type ServerConstantName = (typeof serverConstantNames)[number];

export interface LocationResult {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  /** Province (il) name, compared with the bar's city. */
  province: string;
}

export interface ProgressText {
  type: string;
  text: string;
  body: string;
  buttonShown: boolean;
  url: string | null;
}

export interface ProgressInfo {
  progress: number;
  texts: ProgressText[];
}

export interface LawyerProfile {
  id: number;
  name: string;
  baroName: string | null;
  avatar: string | null;
  verification_image: string | null;
  /** Average rating, 0 when unrated. */
  commentRate: number;
  about_text: string | null;
  /** Visible to the owner only. */
  pending_about_text?: string | null;
  performances: PerformanceScore[];
  comments: Comment[];
  isOwner: boolean;
}

/**
 * The lawyer's rights under KVKK (Law No. 6698) inside the app: a copy of everything held about
 * him ('Verilerimi indir') and deleting his account ('Hesabımı sil'). The server decides with these
 * rules; the settings screen shows the same texts.
 */
import { istanbulDay } from './istanbul-date.ts';
import { PAYOUT_MINIMUM_TL, kurusToTl, tlToKurus } from './payout.ts';
import { formatPrice } from './price.ts';

/** What every screen shows in place of a deleted lawyer's name (tasks, ratings, comments). */
export const DELETED_USER_NAME = 'Silinmiş Kullanıcı';

/** The export's media type and the JSON file inside it. */
export const KVKK_EXPORT_MEDIA_TYPE = 'application/zip';
export const KVKK_EXPORT_JSON = 'verilerim.json';
/** The folder of the export that holds the lawyer's own uploaded files. */
export const KVKK_EXPORT_FILES_DIR = 'dosyalar';

/** `meslektas-verilerim-YYYY-MM-DD.zip`, dated by the Istanbul calendar day of the download. */
export function kvkkExportFilename(now: Date): string {
  return `meslektas-verilerim-${istanbulDay(now)}.zip`;
}

/** Facts about the account's open obligations, read inside the deletion's transaction. */
export interface AccountDeletionFacts {
  /** Tasks he created that are still open or assigned (neither completed nor cancelled). */
  unfinishedCreatedTasks: number;
  /** Tasks assigned to him that are not completed or cancelled yet. */
  unfinishedTakenTasks: number;
  /** Disputes he is a party to that the desk has not resolved. */
  openDisputes: number;
  /** Payout requests waiting for an operator. */
  pendingPayouts: number;
  /** The wallet's balance in kuruş (pending payouts already held out of it). */
  balanceKurus: number;
}

/** What keeps an account from being deleted, in the order they are checked. */
export const accountDeletionBlockers = [
  'created_task',
  'taken_task',
  'open_dispute',
  'pending_payout',
  'balance',
] as const;
export type AccountDeletionBlocker = (typeof accountDeletionBlockers)[number];

export const accountDeletionMessages = {
  passwordRequired: 'Lütfen şifrenizi giriniz.',
  wrongPassword: 'Şifreniz hatalı.',
  deleted: 'Hesabınız silindi. Kişisel verileriniz silindi veya anonimleştirildi.',
  createdTask:
    'Oluşturduğunuz ve henüz tamamlanmamış ya da iptal edilmemiş görevleriniz var. Hesabınızı silmeden önce bu görevleri tamamlayınız veya iptal ediniz.',
  takenTask:
    'Size atanmış ve henüz tamamlanmamış bir göreviniz var. Hesabınızı silmeden önce görevi tamamlayınız veya iptal talebinde bulununuz.',
  openDispute:
    'Devam eden bir uyuşmazlığınız var. Hesabınızı silmeden önce uyuşmazlığın sonuçlanmasını bekleyiniz.',
  pendingPayout:
    'Onay bekleyen bir ödeme talebiniz var. Hesabınızı silmeden önce talebin sonuçlanmasını bekleyiniz.',
  balance: (balanceTl: number) =>
    `Cüzdanınızda ${formatPrice(balanceTl)} bakiye var. Hesabınızı silmeden önce Ödeme Talebinde Bulun sayfasından bakiyenizi çekiniz.`,
} as const;

export const kvkkExportMessages = {
  /** One download a minute: the file gathers every table, so it is not made on every click. */
  tooSoon: 'Verilerinizi az önce indirdiniz. Lütfen 1 dakika sonra tekrar deneyiniz.',
} as const;

/**
 * The first obligation that keeps the account from being deleted, or null. A balance counts only
 * from the payout minimum up: a smaller one can never be paid out, so it cannot hold the account
 * hostage; it is forfeited with the account (the dialog says so).
 */
export function accountDeletionBlocker(facts: AccountDeletionFacts): AccountDeletionBlocker | null {
  if (facts.unfinishedCreatedTasks > 0) return 'created_task';
  if (facts.unfinishedTakenTasks > 0) return 'taken_task';
  if (facts.openDisputes > 0) return 'open_dispute';
  if (facts.pendingPayouts > 0) return 'pending_payout';
  if (facts.balanceKurus >= tlToKurus(PAYOUT_MINIMUM_TL)) return 'balance';
  return null;
}

/** The 409 text for a blocker. */
export function accountDeletionRefusal(blocker: AccountDeletionBlocker, facts: AccountDeletionFacts): string {
  switch (blocker) {
    case 'created_task':
      return accountDeletionMessages.createdTask;
    case 'taken_task':
      return accountDeletionMessages.takenTask;
    case 'open_dispute':
      return accountDeletionMessages.openDispute;
    case 'pending_payout':
      return accountDeletionMessages.pendingPayout;
    case 'balance':
      return accountDeletionMessages.balance(kurusToTl(facts.balanceKurus));
  }
}

import type { Constant } from '../contract/entities.ts';
import { DEFAULT_ANIMATION_SECONDS } from './timings.ts';

/** Server constants the flows read by name (spec section 9). */
export const constantNames = [
  'bekleyen_gorev_bilgi',
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
  'animasyon_saniye',
] as const;
export type ConstantName = (typeof constantNames)[number];

/** The description of a constant, or the fallback when the server does not send it. */
export function constantText(list: readonly Constant[], name: ConstantName | string, fallback = ''): string {
  return list.find((c) => c.name === name)?.description ?? fallback;
}

/** animasyon_saniye as a number of seconds, defaulting to 1 when missing or unreadable. */
export function animationSeconds(list: readonly Constant[]): number {
  const text = constantText(list, 'animasyon_saniye').trim();
  const n = Number(text);
  return text !== '' && Number.isFinite(n) && n >= 0 ? n : DEFAULT_ANIMATION_SECONDS;
}

/** pro_ozellikler is a JSON list of feature texts; anything else gives no features. */
export function proFeatures(list: readonly Constant[]): string[] {
  try {
    const parsed: unknown = JSON.parse(constantText(list, 'pro_ozellikler', '[]'));
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

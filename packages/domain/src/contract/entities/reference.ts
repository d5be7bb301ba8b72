/** Reference data and content: bars, courthouses, categories, places, constants, notices, FAQs. */
import { z } from 'zod';

export const categoryPlaceSchema = z.enum(['both', 'in', 'out']);
export type CategoryPlace = z.infer<typeof categoryPlaceSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Allowed budgets, comma-separated (for example "500,750,1000"). */
  price: z.string(),
  out_adliye: categoryPlaceSchema,
  time_required: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

export const barSchema = z.object({
  baro_id: z.number().int(),
  name: z.string(),
});
export type Bar = z.infer<typeof barSchema>;

export const courthouseSchema = z.object({
  adliye_id: z.number().int(),
  /** Some older calls send `id` instead of `adliye_id`. */
  id: z.number().int().optional(),
  name: z.string(),
});
export type Courthouse = z.infer<typeof courthouseSchema>;

/** A ready description (`Entity`: `shortDescriptionSchema` is the request that saves one). */
export const shortDescriptionEntitySchema = z.object({
  id: z.number().int(),
  description: z.string(),
  /** null means a system description (read-only). */
  user_id: z.number().int().nullable(),
});
export type ShortDescription = z.infer<typeof shortDescriptionEntitySchema>;

export const citySchema = z.object({
  il_no: z.number().int(),
  isim: z.string(),
});
export type City = z.infer<typeof citySchema>;

export const districtSchema = z.object({
  ilce_no: z.number().int(),
  isim: z.string(),
});
export type District = z.infer<typeof districtSchema>;

export const locationResultSchema = z.object({
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Province (il) name, compared with the bar's city. */
  province: z.string(),
});
export type LocationResult = z.infer<typeof locationResultSchema>;

export const constantSchema = z.object({
  name: z.string(),
  description: z.string(),
});
export type Constant = z.infer<typeof constantSchema>;

/**
 * Names GET constants always answers (the server seeds each with its Turkish text). The spec's
 * section 9 list, plus the settings and texts other screens read: the sidebar videos' captions
 * (video_gunduz before 20:00, video_gece after) and files (video_gunduz_adres, video_gece_adres), allow_custom_descriptions and animasyon_saniye
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
  'video_gunduz_adres',
  'video_gece_adres',
  'pro_fiyat',
  'pro_indirim',
  'yetki_belgesi_bilgi',
  'davet_metni',
  'partnership_faq_bottom',
  // The numbers of rules/tuning.ts (a test keeps the two lists equal).
  'adliyede_yaricap_metre',
  'adliyede_azami_saat',
  'ilk_dalga_dakika',
  'acil_ilk_dalga_dakika',
  'basvuru_uzatma_hakki',
  'genisletme_yaricap_km',
  'butce_onerisi_asgari_gorev',
  'ucretsiz_gunluk_basvuru',
  'hatirlatma_dakika',
  'rapor_hatirlatma_dakika',
  'gunluk_ozet_rapor_gun',
  'gunluk_ozet_ilk_saat',
  'gunluk_ozet_son_saat',
  'rapor_suresi_saat',
  'guvence_hizmet_bedeli_yuzde',
  'guvence_rezervasyon_dakika',
  'guvence_otomatik_onay_saat',
  'guvence_kurtarma_dakika',
  'guvenilirlik_asgari_gorev',
  'guvenilirlik_rapor_hedef_yuzde',
  'guvenilirlik_basvuru_hedef_dakika',
  'takvim_gecmis_gun',
  'takvim_etkinlik_dakika',
] as const;
export type ServerConstantName = (typeof serverConstantNames)[number];

export const activitySchema = z.object({
  typeImage: z.string(),
  name: z.string(),
  date: z.string(),
  typeText: z.string(),
  statusColor: z.string(),
  /** Which task the step was about ('Kategori · Adliye'); null for steps without one (joining). */
  missionTitle: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const noticePageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  date: z.string(),
  url: z.string(),
  in_homepage: z.boolean(),
  body: z.string().optional(),
});
export type NoticePage = z.infer<typeof noticePageSchema>;

/** Who a pop-up is for: everyone, or only lawyers who are not Pro (an upsell). */
export const webPopupAudienceSchema = z.enum(['all', 'non_vip']);
export type WebPopupAudience = z.infer<typeof webPopupAudienceSchema>;

export const webPopupSchema = z.object({
  status: z.boolean(),
  url: z.string().nullable(),
  link: z.string().nullable(),
  audience: webPopupAudienceSchema,
});
export type WebPopup = z.infer<typeof webPopupSchema>;

export const faqItemSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  content: z.string().optional(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

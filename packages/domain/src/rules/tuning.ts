/**
 * The numbers by which tasks find their lawyers: stored as constants (the console edits them), read
 * by the server where it enforces them and by the published rules page where it explains them, so
 * the two can never disagree. A stored value outside its range, or missing, reads as the default.
 */
type TuningSpec = {
  /** The value on a fresh database. */
  default: number;
  min: number;
  max: number;
  /** The unit, in Turkish, as the console's hint names it. */
  unit: string;
  /** What the number decides, as the console shows it. */
  label: string;
};

export const tuningSpecs = {
  adliyede_yaricap_metre: {
    default: 1500,
    min: 100,
    max: 20_000,
    unit: 'metre',
    label: '"Adliyedeyim" için adliyeye en fazla uzaklık',
  },
  adliyede_azami_saat: {
    default: 8,
    min: 1,
    max: 24,
    unit: 'saat',
    label: '"Adliyede" bilgisinin en uzun süresi (gün sonunda da biter)',
  },
  ilk_dalga_dakika: {
    default: 3,
    min: 0,
    max: 14,
    unit: 'dakika',
    label: 'Normal görevin yalnızca adliyedeki meslektaşlara açık olduğu süre',
  },
  acil_ilk_dalga_dakika: {
    default: 1,
    min: 0,
    max: 14,
    unit: 'dakika',
    label: 'Acil görevin yalnızca adliyedeki meslektaşlara açık olduğu süre',
  },
  basvuru_uzatma_hakki: {
    default: 2,
    min: 0,
    max: 10,
    unit: 'kez',
    label: 'Başvuru gelmeyen görevin süresinin en fazla kaç kez uzatılabileceği',
  },
  genisletme_yaricap_km: {
    default: 30,
    min: 1,
    max: 300,
    unit: 'km',
    label: 'Görev genişletildiğinde eklenen adliyelerin en fazla uzaklığı',
  },
  butce_onerisi_asgari_gorev: {
    default: 5,
    min: 1,
    max: 1000,
    unit: 'görev',
    label: 'Bütçe önerisi için gereken en az görev sayısı (son 90 gün)',
  },
  ucretsiz_gunluk_basvuru: {
    default: 3,
    min: 1,
    max: 100,
    unit: 'başvuru',
    label: 'Ücretsiz üyelikte günlük başvuru sınırı',
  },
  hatirlatma_dakika: {
    default: 60,
    min: 5,
    max: 1440,
    unit: 'dakika',
    label: 'Atanan görevin planlanan saatinden ne kadar önce iki tarafa hatırlatma gider',
  },
  rapor_hatirlatma_dakika: {
    default: 60,
    min: 0,
    max: 1440,
    unit: 'dakika',
    label: 'Planlanan saatten ne kadar sonra görevi alana rapor hatırlatması gider',
  },
  gunluk_ozet_rapor_gun: {
    default: 7,
    min: 1,
    max: 90,
    unit: 'gün',
    label: 'Günlük özetin rapor bekleyen görevleri kaç gün geriye kadar listelediği',
  },
  gunluk_ozet_ilk_saat: {
    default: 6,
    min: 0,
    max: 23,
    unit: 'saat',
    label: 'Günlük özet için seçilebilecek en erken saat (İstanbul)',
  },
  gunluk_ozet_son_saat: {
    default: 11,
    min: 0,
    max: 23,
    unit: 'saat',
    label: 'Günlük özet için seçilebilecek en geç saat (İstanbul)',
  },
  rapor_suresi_saat: {
    default: 24,
    min: 1,
    max: 168,
    unit: 'saat',
    label: 'Görev raporunun planlanan saatten sonra en geç kaç saat içinde yazılacağı',
  },
  guvence_hizmet_bedeli_yuzde: {
    default: 0,
    min: 0,
    max: 30,
    unit: 'yüzde',
    label: 'Güvenceli ödemede bütçeye eklenen hizmet bedeli',
  },
  guvence_rezervasyon_dakika: {
    default: 10,
    min: 1,
    max: 60,
    unit: 'dakika',
    label: 'Güvenceli ödeme beklenirken seçilen avukatın ayrıldığı süre',
  },
  guvence_otomatik_onay_saat: {
    default: 72,
    min: 1,
    max: 720,
    unit: 'saat',
    label: 'Sonuç raporundan sonra uyuşmazlık açılmazsa ödemenin avukata aktarıldığı süre',
  },
  guvence_kurtarma_dakika: {
    default: 15,
    min: 5,
    max: 1440,
    unit: 'dakika',
    label: 'Sağlayıcıya iletilip sonuçlanmayan güvenceli ödemenin yeniden sorulmadan önce beklendiği süre',
  },
  guvenilirlik_asgari_gorev: {
    default: 3,
    min: 1,
    max: 100,
    unit: 'görev',
    label: 'Güvenilirlik kaydının rakamlarla görünmesi için gereken en az tamamlanan görev',
  },
  guvenilirlik_rapor_hedef_yuzde: {
    default: 90,
    min: 1,
    max: 100,
    unit: 'yüzde',
    label: 'Zamanında rapor payı bunun altındaysa avukata iyileştirme önerisi gösterilir',
  },
  guvenilirlik_basvuru_hedef_dakika: {
    default: 60,
    min: 1,
    max: 10_080,
    unit: 'dakika',
    label: 'Ortanca başvuru süresi bunun üstündeyse avukata iyileştirme önerisi gösterilir',
  },
  takvim_gecmis_gun: {
    default: 90,
    min: 0,
    max: 365,
    unit: 'gün',
    label: 'Takvim bağlantısında listelenen geçmiş görevlerin en eski günü (bugünden geriye)',
  },
  takvim_etkinlik_dakika: {
    default: 60,
    min: 15,
    max: 480,
    unit: 'dakika',
    label: 'Saati belli görevin takvimdeki süresi',
  },
} as const satisfies Record<string, TuningSpec>;

export type TuningName = keyof typeof tuningSpecs;
export type Tuning = Record<TuningName, number>;

export const tuningNames = Object.keys(tuningSpecs) as TuningName[];

export function isTuningName(name: string): name is TuningName {
  return Object.hasOwn(tuningSpecs, name);
}

/** A stored value as the rules read it: a whole number in range, or the default. */
export function tuningValueOf(name: TuningName, stored: string | undefined | null): number {
  const spec = tuningSpecs[name];
  const text = (stored ?? '').trim();
  if (!/^\d+$/.test(text)) return spec.default;
  const n = Number(text);
  return n >= spec.min && n <= spec.max ? n : spec.default;
}

/** Every tuning number from stored name/value pairs (a constants list, or rows from the table). */
export function tuningFrom(rows: readonly { name: string; description: string }[]): Tuning {
  const byName = new Map(rows.map((r) => [r.name, r.description]));
  return Object.fromEntries(tuningNames.map((n) => [n, tuningValueOf(n, byName.get(n))])) as Tuning;
}

/** The console's message for a value out of range. */
export function tuningRangeMessage(name: TuningName): string {
  const spec = tuningSpecs[name];
  return `${spec.min} ile ${spec.max} arasında tam bir sayı giriniz (${spec.unit}).`;
}

/**
 * Turkish texts the specification gives verbatim. Kept in one place so the server, the forms and the
 * tests use the same strings (the create-task ones are ASCII on purpose: that is how the spec writes them).
 */
export const createTaskMessages = {
  noBar: 'Lutfen Gorev Ili Seciniz',
  noCourthouse: 'Lutfen Gorev Adliyesi Seciniz',
  noLocation: 'Lutfen Konum Seciniz',
  noDate: 'Lutfen Gorev Tarihi Seciniz',
  noDescription: 'Lutfen Gorev Aciklamasi Giriniz!',
  noTime: 'Lutfen Gorev Saati Giriniz!',
  noCategory: 'Lutfen Gorev Kategorisini Seciniz',
  noBudget: 'Lutfen Gorev Butcesini Seciniz',
  pastDate: 'Gorev Tarihi Gecmis Zamanli Olamaz!',
  outsideBar: 'Sectiginiz Adres Baro Sinirlari Icinde Olmali!',
  barFirst: 'Once Baro Seciniz!',
  provinceFirst: 'Lutfen Once Il Seciniz!',
} as const;

export const permissionMessages = {
  missionCreateRestricted: 'Görev Açma Yetkiniz Kısıtlandığı İçin Görev Açamazsınız.',
  missionStatusClosed: 'Görev Alma Durumunuz Kapalı Olduğu İçin Görevler Tarafınıza İletilmemektedir.',
  /** A lawyer who serves no courthouse yet: the pending list's empty text, instead of a promise. */
  noCourthouse:
    'Henüz görev aldığınız bir adliye seçmediniz. Adliyelerinizi seçtiğinizde, orada açılan görevler burada listelenir ve size bildirilir.',
  barChangeTitle: 'Uyarı',
  barChangeNoRight: 'Güncelleme Yapma Hakkınız Yoktur. Lütfen Ödeme Yapınız',
} as const;

export const formMessages = {
  courthouseRequired: 'Adliye Seçimi Yapınız',
  barNotNumber: 'Lütfen baro seçiniz!',
  samePhone: 'Aynı Telefon Numarasını Giremezsiniz!',
  agreementRequired: 'Kullanım Koşullarını Onaylayınız!',
  consentRequired: 'Onay kutusunu işaretlemeden formu kaydedemezsiniz!',
  tooManyImages: 'En fazla 3 resim seçebilirsiniz!',
  ratingPlaceholder: 'Puan Veriniz!',
} as const;

export const feedbackMessages = {
  locationDenied: 'Konum İznini Açmadan Görev Mesafesini Siz ve Görev Sahibi Göremez!',
  applyNeedsLocation: 'Konum Bilgisini Açmadan Bu Göreve Başvuru Yapamazsınız!',
  referralCopied: 'Referans Linki başarıyla kopyalandı.',
  genericError: 'Hata meydana geldi!',
  loginSuccess: 'Başarılı giriş yaptınız.',
  logoutSuccess: 'Başarıyla Çıkış Yaptınız!',
  aboutTextFailed: 'HATA VAR!',
  missionStatusFailed: 'Hata',
  paymentSuccess: 'Odeme Basarili',
  paymentFailure: 'Odeme Basarisiz',
  authorityLoadFailed: 'Yetki belgesi yüklenirken bir hata oluştu!',
  cancelReasonFallback: 'Görev İptal Sebebi Belirtilmemiş',
  notFound: 'Page not defined.',
  noApplicants: 'Başvuru Yok.',
  distanceUnknown: 'Belirtilmemiş',
} as const;

/** The server's generic invalid-data message: never shown as a toast (the field errors are). */
export const GENERIC_INVALID_DATA_MESSAGE = 'Girilen bilgiler geçersiz.';

/**
 * The banned page shows the constant `ban_mesaj_bilgi` under the lawyer's `ban_message`; this text
 * stands in only when the constant is missing (and is the 403 message of a banned account).
 */
export const BANNED_FALLBACK_MESSAGE = 'Hesabınız askıya alınmıştır.';

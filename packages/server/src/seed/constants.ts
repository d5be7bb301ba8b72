import { type ServerConstantName, tuningNames, tuningSpecs } from '@meslektas/domain';

/**
 * Every server constant the screens read (GET /constants), with the product's Turkish text.
 * Loaded only when missing, so an administrator's later edits survive restarts.
 */
export const constantRows: {
  name: Exclude<ServerConstantName, 'partnership_faq_bottom'>;
  description: string;
}[] = [
  {
    name: 'bekleyen_gorev_bilgi',
    description:
      'Aşağıda hizmet verdiğiniz adliyeler için açılan ve başvuru süresi devam eden görevler listelenir. Her görev için başvuru süresi, görevin oluşturulmasından itibaren 15 dakikadır.',
  },
  {
    name: 'bekleyen_gorev_yok',
    description:
      'Şu an hizmet verdiğiniz adliyelerde başvuru bekleyen görev bulunmuyor. Yeni bir görev açıldığında size bildirim göndereceğiz.',
  },
  {
    name: 'gorev_basvuru',
    description:
      'Başvurunuz görev sahibine iletilecektir. Görev sahibi başvuranlar arasından birini seçtiğinde size bildirim gönderilir. Lütfen yalnızca yapabileceğiniz görevlere başvurunuz.',
  },
  { name: 'gorev_basvuru_cevap', description: 'Görev sahibine iletilecek cevabınızı seçiniz.' },
  {
    name: 'gorev_basvuru_cevap_1',
    description: 'Seçtiğiniz cevap, başvurunuzla birlikte görev sahibine gösterilecektir.',
  },
  {
    name: 'gorev_basvuru_cevap_konum',
    description:
      'Bu görev adliye dışında bir adreste yapılacaktır. Başvurunuzla birlikte konumunuz görev sahibiyle paylaşılır ve görev yerine olan uzaklığınız hesaplanır.',
  },
  {
    name: 'atama_yapilamaz',
    description:
      'Başvuru süresi (15 dakika) dolmadan atama yapılamaz. Süre dolduğunda başvuranlardan birini seçebilirsiniz. Acil görevlerde atamayı hemen yapabilirsiniz.',
  },
  {
    name: 'basvuru_yok_fast',
    description:
      'Acil görevinize henüz başvuru gelmedi. Başvurular anında bu ekrana düşecek ve dilediğiniz an atama yapabileceksiniz.',
  },
  {
    name: 'basvuru_uzakligi',
    description:
      'Uzaklık, başvuru anındaki konum ile görev adresi arasındaki kuş uçuşu mesafedir ve tam kilometreye yuvarlanır.',
  },
  {
    name: 'profilresmi',
    description:
      'Profil fotoğrafınız vesikalık niteliğinde, yüzünüzün net göründüğü bir fotoğraf olmalıdır. Yüklediğiniz fotoğraf onaylandıktan sonra meslektaşlarınıza gösterilir.',
  },
  {
    name: 'gorev_basvuru_ek',
    description:
      'Acil görevlerde başvurunuz görev sahibine anında iletilir; atama yapıldığında görev 15 dakika dolmadan kapanabilir.',
  },
  { name: 'görev_iptal_bildirimi_baslik', description: 'Görev İptal Bildirimleri' },
  {
    name: 'gorev_iptal_bildirimi_bilgi',
    description:
      'Atanmış bir görevi karşı tarafın onayıyla iptal edebilirsiniz. Her üyenin belirli sayıda iptal talebi hakkı vardır; kalan hakkınız aşağıda gösterilir.',
  },
  { name: 'uyusmazlik_baslik', description: 'Uyuşmazlık Masası' },
  {
    name: 'uyusmazlik_icerik',
    description:
      'Bir görevle ilgili meslektaşınızla anlaşmazlık yaşıyorsanız buradan başvurabilirsiniz. Mesajlarınız ekibimiz tarafından incelenir ve iki tarafın görüşü alınarak sonuçlandırılır.',
  },
  {
    name: 'katip_uyari',
    description:
      'Meslektaş yalnızca baroya kayıtlı avukatların kullanımına açıktır. Kâtip ve büro çalışanları adına hesap açılamaz.',
  },
  {
    name: 'istek_oneri',
    description:
      'Görüşleriniz bizim için değerli. Öneri, istek, hata bildirimi ve şikâyetlerinizi bu formdan iletebilirsiniz; en geç iki iş günü içinde dönüş yapılır.',
  },
  {
    name: 'ban_mesaj_bilgi',
    description:
      'Hesabınız kullanım koşullarına aykırılık nedeniyle askıya alınmıştır. İtiraz için destek@meslektas.com.tr adresine yazabilirsiniz.',
  },
  {
    name: 'baro_odeme',
    description:
      'Baro değişikliği ücretlidir. Ödeme tamamlandıktan sonra yeni baronuzu ve hizmet verdiğiniz adliyeleri seçebilirsiniz.',
  },
  {
    name: 'gorev_kisitlamasi',
    description:
      'Tamamlanmamış veya değerlendirilmemiş görevleriniz nedeniyle hesabınıza kısıtlama uygulanmıştır. Kısıtlamayı kaldırmak için bekleyen görevlerinizi tamamlayınız.',
  },
  { name: 'gorev_kisitlama_link', description: '/tamamlanan-gorevler' },
  {
    name: 'notif_settings',
    description:
      'Yeni görev bildirimlerini hangi kanallardan almak istediğinizi seçiniz. Uygulama içi bildirimler her zaman gönderilir.',
  },
  {
    name: 'pro_ozellikler',
    description: JSON.stringify([
      'Acil görev oluşturma',
      'Başvurulara anında atama yapabilme',
      'Sınırsız görev başvurusu',
      'Pro rozeti',
    ]),
  },
  {
    name: 'pro_aciklama',
    description:
      'Pro üyelik bir yıl geçerlidir. Acil görev oluşturabilir, başvurularınızı sınırsız yapabilir ve profilinizde Pro rozetiyle öne çıkarsınız.',
  },
  {
    name: 'pro_iade_icerik',
    description:
      'Pro üyelik, satın alma tarihinden itibaren 14 gün içinde ve hiç acil görev oluşturulmamışsa iade edilebilir. İade talebinizi destek sistemi üzerinden iletebilirsiniz.',
  },
  {
    name: 'gorev_iptal_popup',
    description:
      'Görevi iptal etmek üzeresiniz. Başvuran meslektaşlarınıza iptal bildirimi gönderilecektir. Lütfen iptal sebebinizi belirtiniz.',
  },
  {
    name: 'gorev_saat_disi',
    description:
      'Görev oluşturma saatleri dışındasınız. Lütfen görev oluşturma saatleri içinde tekrar deneyiniz.',
  },
  {
    name: 'gorev_olusturma_bilgi',
    description:
      'Görev, seçtiğiniz adliyede hizmet veren meslektaşlarınıza anında iletilir. Kendinize iş temin etmek amacıyla görev oluşturmak yasaktır.',
  },
  {
    name: 'acil_gorev_bilgi',
    description:
      'Acil görevler yalnızca bugün için oluşturulabilir; başvurular anında size iletilir ve 15 dakikayı beklemeden atama yapabilirsiniz. Bu özellik Pro üyelere özeldir.',
  },
  {
    name: 'adliye_disi_bilgi',
    description:
      'Görev adliye dışında bir adreste yapılacaksa (tapu, karakol, cezaevi, keşif vb.) adliye dışı seçeneğini işaretleyip adresi haritadan seçiniz.',
  },
  { name: 'allow_custom_descriptions', description: '1' },
  { name: 'animasyon_saniye', description: '1' },
  {
    name: 'video_gunduz',
    description: 'Meslektaş nasıl çalışır? Görev oluşturmaktan değerlendirmeye kadar tüm adımlar 2 dakikada.',
  },
  {
    name: 'video_gece',
    description:
      'Yarının duruşmaları için bu akşamdan görev oluşturun; sabah adliyeye giren meslektaşlarınız başvursun.',
  },
  // The sidebar's videos, files of the app (packages/server/scripts/sidebar-videos.ts records them).
  { name: 'video_gunduz_adres', description: '/videos/nasil-calisir-gunduz.webm' },
  { name: 'video_gece_adres', description: '/videos/nasil-calisir-gece.webm' },
  { name: 'pro_fiyat', description: '2400' },
  { name: 'pro_indirim', description: '600' },
  {
    name: 'yetki_belgesi_bilgi',
    description:
      'Yetki belgeniz yalnızca seçildiğiniz görevlerde görev sahibine gösterilir ve duruşma ya da dosya işlemleri için yetki belgesi yerine kullanılabilir.',
  },
  {
    name: 'davet_metni',
    description:
      '<p>Meslektaşlarınızı davet edin, <strong>doğrulanmış her üye için 10 TL</strong> kazanın. Kazancınızı profil fotoğrafınıza tıklayarak görebilir, 100 TL ve üzerini hesabınıza aktarabilirsiniz.</p>',
  },
  // The numbers the rules run on, at their defaults.
  ...tuningNames.map((name) => ({ name, description: String(tuningSpecs[name].default) })),
];

import { PRO_AGREEMENT_SLUG } from '@meslektas/domain';
import type { Insertable } from 'kysely';
import type { FaqsTable, PagesTable, WebPopupsTable } from '../db/schema.ts';

type FaqSeed = Omit<Insertable<FaqsTable>, 'sort_order'>;

/** "Nasıl çalışır?" (GET /global/faq). Contents are HTML. */
const generalFaq: [string, string][] = [
  [
    'Meslektaş nedir?',
    '<p>Meslektaş, avukatların duruşma, dosya inceleme, evrak teslimi gibi kısa adliye işlerini (tevkil) birbirine devrettiği bir iş ortaklığı platformudur.</p>',
  ],
  [
    'Nasıl görev oluştururum?',
    '<p><strong>Görev Ver</strong> düğmesine basın; baro, adliye, kategori, bütçe, tarih ve açıklamayı girin. Özeti onayladığınızda görev, o adliyede hizmet veren meslektaşlarınıza anında iletilir.</p>',
  ],
  [
    'Görevlere kimler başvurabilir?',
    '<p>Görevin adliyesini hizmet verdiği adliyeler arasında seçmiş, görev alma durumu açık olan ve o kategoriyi hariç tutmamış meslektaşlarınız başvurabilir. Kendi görevinize başvuramazsınız.</p>',
  ],
  [
    'Başvuru süresi ne kadar?',
    '<p>Başvurular görevin oluşturulmasından itibaren 15 dakika açıktır. Süre dolduğunda başvuranlar arasından birini seçebilirsiniz. Acil görevlerde atamayı beklemeden yapabilirsiniz.</p>',
  ],
  [
    'Acil görev nedir?',
    '<p>Aynı gün yapılması gereken işler için Pro üyeler acil görev oluşturabilir. Acil görevlere gelen başvurular anında görünür ve atama hemen yapılabilir.</p>',
  ],
  [
    'Görev tamamlandıktan sonra ne olur?',
    '<p>Taraflardan biri görevi tamamlandı olarak işaretler; ardından iki taraf da birbirini 1 ile 5 arasında puanlayıp yorum yazabilir. Puanlar profilinizde görünür.</p>',
  ],
  [
    'Ücret ödemesi nasıl yapılır?',
    '<p>Görev bedeli taraflar arasında doğrudan ödenir. Meslektaş yalnızca tarafları buluşturur; ödeme konusunda anlaşmazlık olursa Uyuşmazlık Masası’na başvurabilirsiniz.</p>',
  ],
  [
    'Atanmış bir görevi iptal edebilir miyim?',
    '<p>Atama öncesinde görevi dilediğiniz an iptal edebilirsiniz. Atama sonrasında <strong>Görev İptal Bildirimi</strong> sayfasından karşı tarafın onayına sunulan bir iptal talebi oluşturabilirsiniz.</p>',
  ],
];

/** Davet et kazan (GET /partnership/faq). */
const partnershipFaq: [string, string][] = [
  [
    'Davet et kazan nasıl çalışır?',
    '<p>Size özel referans linkinizi meslektaşlarınızla paylaşın. Linkinizle kayıt olup telefon ve e-posta doğrulamasını tamamlayan ve hesabı onaylanan her üye için hesabınıza 10 TL eklenir.</p>',
  ],
  [
    'Kazancımı nasıl çekerim?',
    '<p>Bakiyeniz 100 TL ve üzerine ulaştığında <strong>Ödeme Talebinde Bulun</strong> sayfasından alıcı adı, banka ve IBAN bilgilerinizle talep oluşturabilirsiniz.</p>',
  ],
  [
    'Ödemeler ne zaman yapılır?',
    '<p>Talepler her hafta pazartesi değerlendirilir ve onaylananlar aynı hafta içinde banka havalesiyle gönderilir.</p>',
  ],
  [
    'Davet ettiğim kişileri nereden görebilirim?',
    '<p>Davet Et Kazan sayfasındaki <em>Referanslarım</em> listesinde linkinizle kayıt olan meslektaşlarınızı görebilirsiniz.</p>',
  ],
];

export const PARTNERSHIP_FAQ_BOTTOM_TEXT =
  '<p>Sorunuzun yanıtını bulamadıysanız <a href="/akilli-destek-sistemi">Akıllı Destek Sistemi</a> üzerinden bize ulaşabilirsiniz.</p>';

export const faqRows: FaqSeed[] = [
  ...generalFaq.map(([title, content], i) => ({ id: i + 1, kind: 'general' as const, title, content })),
  ...partnershipFaq.map(([title, content], i) => ({
    id: 101 + i,
    kind: 'partnership' as const,
    title,
    content,
  })),
];

/** Site notices shown in the header banner and on /pages/{slug}. */
export const pageRows: Insertable<PagesTable>[] = [
  {
    id: 1,
    slug: 'kullanim-kosullari',
    title: 'Kullanım Koşulları',
    body: '<p>Meslektaş yalnızca baroya kayıtlı avukatların kullanımına açıktır. Kendinize iş temin etmek amacıyla görev oluşturmak, görev bedelini platform dışında pazarlık konusu yapmak ve meslektaşlarınızın iletişim bilgilerini görev dışında kullanmak yasaktır.</p>',
    in_homepage: 0,
    url: null,
    created_at: '2026-01-05T09:00:00.000Z',
  },
  {
    id: 2,
    slug: 'kvkk-aydinlatma-metni',
    title: 'KVKK Aydınlatma Metni',
    body: '<p>Kişisel verileriniz 6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında, yalnızca görev eşleştirme ve üyelik işlemlerinin yürütülmesi amacıyla işlenir ve üçüncü kişilerle paylaşılmaz.</p>',
    in_homepage: 0,
    url: null,
    created_at: '2026-01-05T09:00:00.000Z',
  },
  {
    id: 3,
    slug: 'adli-tatil-duyurusu',
    title: 'Adli tatil döneminde acil görevler açık',
    body: '<p>20 Temmuz – 31 Ağustos adli tatil döneminde nöbetçi mahkemeler için acil görev oluşturabilirsiniz. Görevin adliyesini doğru seçmeyi unutmayınız.</p>',
    in_homepage: 1,
    url: null,
    created_at: '2026-07-01T08:00:00.000Z',
  },
  {
    id: 4,
    slug: 'yeni-adliyeler-eklendi',
    title: 'İstanbul, Ankara, İzmir ve Samsun ilçe adliyeleri eklendi',
    body: '<p>Hizmet verdiğiniz adliyeleri Hesap Ayarları › Görev Aldığım Adliyeler bölümünden güncelleyerek yeni eklenen ilçe adliyelerinin görevlerini de alabilirsiniz.</p>',
    in_homepage: 1,
    url: null,
    created_at: '2026-09-15T08:00:00.000Z',
  },
  {
    id: 5,
    slug: 'davet-et-kazan',
    title: 'Davet ettiğiniz her meslektaş için 10 TL kazanın',
    body: '<p>Referans linkinizle kayıt olan ve doğrulamasını tamamlayan her meslektaşınız için hesabınıza 10 TL eklenir.</p>',
    in_homepage: 1,
    url: '/davet-et-kazan',
    created_at: '2026-10-01T08:00:00.000Z',
  },
];

/**
 * The Pro membership agreement, a notice page of its own, edited in the console like the others.
 * Seeded without an id: a database that has its content already gets it with the next free id.
 */
export const proAgreementPage: Omit<Insertable<PagesTable>, 'id'> = {
  slug: PRO_AGREEMENT_SLUG,
  title: 'Pro Üyelik Sözleşmesi',
  body:
    '<p>Bu sözleşme, Meslektaş Pro üyeliğini satın alan avukat ile Meslektaş arasındadır.</p>' +
    '<p><strong>Kapsam.</strong> Pro üyelik satın alındığı andan itibaren bir yıl geçerlidir. Pro üye acil görev ' +
    'oluşturabilir, acil görevlerinde başvuruları beklemeden atama yapabilir ve profilinde Pro rozetiyle görünür.</p>' +
    '<p><strong>Ücret.</strong> Üyelik bedeli, satın alma sayfasında gösterilen indirimli yıllık tutardır ve kart ile ' +
    'tek seferde ödenir. Süre sonunda üyelik kendiliğinden yenilenmez.</p>' +
    '<p><strong>Kullanım.</strong> Pro üyelik, Kullanım Koşulları’nın yerine geçmez; koşullara aykırı kullanım halinde ' +
    'üyelik iade yapılmadan sona erdirilebilir.</p>',
  in_homepage: 0,
  url: null,
  created_at: '2026-01-05T09:00:00.000Z',
};

// The pop-up image travels inline, so it shows without any image file being deployed.
const proPopupImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" font-family="sans-serif">' +
    '<rect width="600" height="400" rx="24" fill="#1e3a8a"/>' +
    '<text x="300" y="150" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">Meslektaş Pro</text>' +
    '<text x="300" y="215" font-size="19" fill="#dbeafe" text-anchor="middle">Acil görev oluşturun, başvurulara anında atama yapın.</text>' +
    '<rect x="190" y="260" width="220" height="56" rx="28" fill="#facc15"/>' +
    '<text x="300" y="296" font-size="22" font-weight="700" fill="#1e3a8a" text-anchor="middle">Pro’ya Geç</text>' +
    '</svg>',
)}`;

export const webPopupRows: Insertable<WebPopupsTable>[] = [
  // An upsell: never shown to a Pro member.
  { id: 1, status: 1, url: proPopupImage, link: '/premium-uyelik', audience: 'non_vip' },
];

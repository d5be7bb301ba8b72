import type { AdminConstant, AdminFaq, AdminPage, AdminPopup } from '@meslektas/domain';

export const contentConstants: AdminConstant[] = [
  { name: 'allow_custom_descriptions', description: '1', kind: 'flag' },
  { name: 'animasyon_saniye', description: '3', kind: 'integer' },
  { name: 'gorev_kisitlama_link', description: '/tamamlanan-gorevler', kind: 'path' },
  {
    name: 'katip_uyari',
    description:
      'Kâtip ya da stajyer aracılığıyla yapılacak işlerde görev sahibinin onayını almayı unutmayınız. Çağlayan Adliyesi’nde dosya inceleme için vekâletname sureti gereklidir.',
    kind: 'text',
  },
  {
    name: 'partnership_faq_bottom',
    description: '<p>Ödüller doğrulanmış her üye için <strong>10 TL</strong> olarak hesabınıza eklenir.</p>',
    kind: 'html',
  },
  { name: 'pro_fiyat', description: '2400', kind: 'money' },
  { name: 'pro_indirim', description: '600', kind: 'money' },
  {
    name: 'pro_ozellikler',
    description: '["Acil görev oluşturma","Başvurulara anında atama yapabilme","Sınırsız başvuru"]',
    kind: 'list',
  },
];

export const contentPages: AdminPage[] = [
  {
    id: 5,
    slug: 'davet-et-kazan',
    title: 'Davet ettiğiniz her meslektaş için 10 TL kazanın',
    body: '<p>Referans linkinizle kayıt olan her meslektaşınız için hesabınıza 10 TL eklenir.</p>',
    url: '/davet-et-kazan',
    in_homepage: true,
    created_at: '2026-10-01T08:00:00.000Z',
  },
  {
    id: 4,
    slug: 'yeni-adliyeler-eklendi',
    title: 'İstanbul, Ankara, İzmir ve Samsun ilçe adliyeleri eklendi',
    body: '<p>Hizmet verdiğiniz adliyeleri Hesap Ayarları bölümünden güncelleyebilirsiniz.</p>',
    url: null,
    in_homepage: false,
    created_at: '2026-09-15T08:00:00.000Z',
  },
];

export const contentFaqs: AdminFaq[] = [
  {
    id: 1,
    kind: 'general',
    title: 'Meslektaş nedir?',
    content: '<p>Avukatların kısa adliye işlerini birbirine devrettiği bir platformdur.</p>',
    sort_order: 1,
  },
  {
    id: 2,
    kind: 'general',
    title: 'Nasıl görev oluştururum?',
    content: '<p><strong>Görev Ver</strong> düğmesine basın; baro, adliye ve kategoriyi seçin.</p>',
    sort_order: 2,
  },
  {
    id: 3,
    kind: 'general',
    title: 'Başvuru süresi ne kadar?',
    content: '<p>Başvurular görevin oluşturulmasından itibaren 15 dakika açıktır.</p>',
    sort_order: 3,
  },
];

const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"><rect width="600" height="400" fill="#1e3a8a"/><text x="300" y="210" font-size="44" fill="#fff" text-anchor="middle" font-family="sans-serif">Meslektaş Pro</text></svg>',
)}`;

export const contentPopups: AdminPopup[] = [
  { id: 1001, active: false, image: banner, link: 'https://meslektas.net/bayram', audience: 'all' },
  { id: 1, active: true, image: banner, link: '/premium-uyelik', audience: 'non_vip' },
];

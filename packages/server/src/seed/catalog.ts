import type { Insertable } from 'kysely';
import type { CategoriesTable, MissionAnswersTable, SpecialitiesTable } from '../db/schema.ts';

type CategorySeed = Omit<Insertable<CategoriesTable>, 'active' | 'sort_order'>;

/** Task categories; price lists are whole lira, as the budget select shows them. */
export const categoryRows: CategorySeed[] = [
  {
    id: 1,
    name: 'Duruşmaya Katılım (Tevkil)',
    price: '1000,1500,2000,2500,3000',
    out_adliye: 'in',
    time_required: 1,
  },
  { id: 2, name: 'Dosya İnceleme ve Fotokopi', price: '500,750,1000', out_adliye: 'in', time_required: 0 },
  { id: 3, name: 'Dilekçe ve Evrak Teslimi', price: '400,500,750', out_adliye: 'in', time_required: 0 },
  { id: 4, name: 'Harç ve Masraf Yatırma', price: '400,500,750', out_adliye: 'in', time_required: 0 },
  { id: 5, name: 'İcra Dairesi İşlemleri', price: '500,750,1000', out_adliye: 'in', time_required: 0 },
  { id: 6, name: 'Keşfe Katılım', price: '1500,2000,2500,3000', out_adliye: 'out', time_required: 1 },
  { id: 7, name: 'Hacze Katılım', price: '1500,2000,3000', out_adliye: 'out', time_required: 1 },
  { id: 8, name: 'Tapu Müdürlüğü İşlemleri', price: '750,1000,1500', out_adliye: 'out', time_required: 1 },
  {
    id: 9,
    name: 'Emniyette İfadede Hazır Bulunma',
    price: '1500,2000,2500',
    out_adliye: 'out',
    time_required: 1,
  },
  {
    id: 10,
    name: 'Ceza İnfaz Kurumunda Müvekkil Görüşmesi',
    price: '1000,1500,2000',
    out_adliye: 'out',
    time_required: 1,
  },
  { id: 11, name: 'Noter İşlemleri', price: '500,750,1000', out_adliye: 'out', time_required: 0 },
  { id: 12, name: 'Tebligat ve Evrak Takibi', price: '400,500,750', out_adliye: 'both', time_required: 0 },
  { id: 13, name: 'Diğer İşlemler', price: '500,750,1000,1500,2000', out_adliye: 'both', time_required: 0 },
];

/** The predefined application answers; an application stores the index the client sends. */
export const missionAnswerRows: Omit<Insertable<MissionAnswersTable>, 'sort_order'>[] = [
  { id: 1, text: 'Görevi belirtilen tarih ve saatte yapabilirim.' },
  { id: 2, text: 'Şu an adliyedeyim, görevi hemen yapabilirim.' },
  { id: 3, text: 'Görevi bugün içinde tamamlayabilirim.' },
  { id: 4, text: 'Görevi yapabilirim; ayrıntılar için benimle iletişime geçebilirsiniz.' },
];

export const specialityRows: SpecialitiesTable[] = [
  'Ceza Hukuku',
  'İş Hukuku',
  'Aile Hukuku',
  'İcra ve İflas Hukuku',
  'Ticaret Hukuku',
  'Gayrimenkul Hukuku',
  'İdare Hukuku',
  'Vergi Hukuku',
  'Tüketici Hukuku',
  'Sigorta Hukuku',
  'Miras Hukuku',
  'Bilişim Hukuku',
].map((name, index) => ({ id: index + 1, name }));

/** Ready task descriptions everyone may pick (user_id NULL: read-only). */
export const systemShortDescriptions: string[] = [
  'Duruşmaya katılım sağlanarak zapta geçirilecek beyanlar tarafıma iletilecektir.',
  'Dosyanın incelenerek son durumun ve ara kararın fotoğraflanması rica olunur.',
  'Ekte gönderilecek dilekçenin ilgili kaleme teslim edilerek havale ettirilmesi rica olunur.',
  'Dosyaya gider avansı ve harç yatırılarak makbuzun tarafıma iletilmesi rica olunur.',
  'İcra dosyasından alınacak belgelerin teslim alınması ve tarafıma ulaştırılması rica olunur.',
  'Keşif mahallinde hazır bulunularak keşfin tutanağa geçirilmesinin takibi rica olunur.',
];

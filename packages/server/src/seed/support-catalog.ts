import type { Insertable } from 'kysely';
import type { CancelRequestTypesTable, TicketOptionsTable } from '../db/schema.ts';

/** The problem types a cancel request names (`cancelRequest/info` types; value is what is sent). */
const cancelRequestTypes: Omit<Insertable<CancelRequestTypesTable>, 'sort_order'>[] = [
  { id: 1, value: 'karsi_taraf_ulasilamiyor', text: 'Karşı tarafa ulaşılamıyor' },
  { id: 2, value: 'islem_ertelendi', text: 'Duruşma veya işlem ertelendi' },
  { id: 3, value: 'muvekkil_vazgecti', text: 'Müvekkil işten vazgeçti' },
  { id: 4, value: 'zorunlu_mazeret', text: 'Sağlık sorunu veya zorunlu mazeret' },
  { id: 5, value: 'hatali_gorev', text: 'Görev yanlış veya eksik bilgiyle oluşturuldu' },
  { id: 6, value: 'diger', text: 'Diğer' },
];

export const cancelRequestTypeRows: Insertable<CancelRequestTypesTable>[] = cancelRequestTypes.map(
  (row, i) => ({ ...row, sort_order: i + 1 }),
);

/**
 * The subjects of the smart support system; an option's value is its id. Parents come before their
 * sub-options (the insert follows this order). A leaf without a redirect takes a written question.
 */
const ticketOptions: Omit<Insertable<TicketOptionsTable>, 'sort_order'>[] = [
  { id: 1, parent_id: null, key: 'gorev', text: 'Görev oluşturma ve başvurular', type: 'subselect' },
  {
    id: 2,
    parent_id: null,
    key: 'gorev_iptal',
    text: 'Atanmış bir görevi iptal etmek istiyorum',
    redirect: 'cancel_request',
  },
  {
    id: 3,
    parent_id: null,
    key: 'baro_degisikligi',
    text: 'Baro veya adliye değişikliği',
    redirect: 'baro_change',
  },
  { id: 4, parent_id: null, key: 'odeme', text: 'Ödeme ve Pro üyelik', type: 'subselect' },
  {
    id: 5,
    parent_id: null,
    key: 'sss',
    text: 'Uygulamanın nasıl çalıştığını öğrenmek istiyorum',
    redirect: 'sss',
  },
  { id: 6, parent_id: null, key: 'hesap', text: 'Hesabım ve profilim', type: 'subselect' },
  {
    id: 7,
    parent_id: null,
    key: 'diger',
    text: 'Diğer konular',
    type: 'infoText',
    info: 'Sorunuzu olabildiğince ayrıntılı yazınız. Bir hata ekranı görüyorsanız Öneri, İstek ve Şikayet sayfasından ekran görüntüsüyle hata bildirimi de gönderebilirsiniz.',
  },
  {
    id: 11,
    parent_id: 1,
    key: 'gorev_olusturamiyorum',
    text: 'Görev oluşturamıyorum',
    type: 'animation_modal_text',
    info: 'Görev oluşturabilmek için hesabınızın onaylı olması, görev oluşturma saatleri içinde olmanız ve hesabınızda görev kısıtlaması bulunmaması gerekir. Kısıtlamanız varsa Hesap Ayarları › Kısıtlamalar bölümünden ayrıntısını görebilirsiniz.',
  },
  {
    id: 12,
    parent_id: 1,
    key: 'basvuru_yapamiyorum',
    text: 'Görevlere başvuru yapamıyorum',
    type: 'animation_modal_text',
    info: 'Ücretsiz üyelikte günde en fazla 3 göreve başvurabilirsiniz, Pro üyelikte sınır yoktur. Adresli görevlere başvurmak için tarayıcınızın konum izninin açık olması gerekir.',
  },
  {
    id: 13,
    parent_id: 1,
    key: 'gorev_bildirimi_gelmiyor',
    text: 'Yeni görev bildirimleri gelmiyor',
    type: 'infoText',
    info: 'Bildirimler yalnızca görev aldığınız adliyelerdeki ve istemediğiniz kategoriler dışındaki görevler için gelir. Hesap Ayarları’ndan görev alma durumunuzu, adliyelerinizi ve bildirim tercihlerinizi kontrol ediniz.',
  },
  { id: 14, parent_id: 1, key: 'gorev_diger', text: 'Görevle ilgili başka bir sorum var' },
  { id: 41, parent_id: 4, key: 'pro_odeme', text: 'Pro üyelik ödemem hesabıma yansımadı' },
  {
    id: 42,
    parent_id: 4,
    key: 'odeme_talebi',
    text: 'Ödeme talebim sonuçlanmadı',
    type: 'infoText',
    info: 'Ödeme talepleri en geç 5 iş günü içinde bildirdiğiniz IBAN’a aktarılır. Bu süre geçtiyse talebinizin tarihini yazarak bize iletiniz.',
  },
  {
    id: 61,
    parent_id: 6,
    key: 'profil_resmi',
    text: 'Profil resmim onaylanmadı',
    type: 'infoText',
    info: 'Profil resimleri mesai saatleri içinde incelenir. Yüzünüzün net göründüğü, logo veya yazı içermeyen bir fotoğraf yükleyiniz.',
  },
  { id: 62, parent_id: 6, key: 'telefon_degisikligi', text: 'Telefon numaramı değiştirmek istiyorum' },
];

export const ticketOptionRows: Insertable<TicketOptionsTable>[] = ticketOptions.map((row, i) => ({
  ...row,
  sort_order: i + 1,
}));

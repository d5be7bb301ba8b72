import type { AdminComplaint, AdminTicket } from '@meslektas/domain';
import { avatarImage, verificationImage } from '../lib/story-images.ts';

/** Support desk records for the stories: tickets waiting and answered, complaints in each state. */
export const pendingTicket: AdminTicket = {
  id: 41,
  user_id: 7,
  user_name: 'Av. Ayşe Yılmaz Karaosmanoğlu',
  telephone: '05321234567',
  subject: 'Ödeme ve Pro üyelik › Ödeme talebim sonuçlanmadı',
  option: 'Ödeme talebim sonuçlanmadı',
  message:
    'Geçen hafta ₺1.250,00 için ödeme talebinde bulundum, henüz hesabıma geçmedi. İBAN bilgim doğru görünüyor.',
  status: 'pending',
  answer: null,
  created_at: '2026-11-20T09:00:00.000Z',
  answered_at: null,
};

export const answeredTicket: AdminTicket = {
  id: 38,
  user_id: 12,
  user_name: 'Av. Mehmet Çelik',
  telephone: '05441112233',
  subject: 'Hesabım ve profilim › Telefon numaramı değiştirmek istiyorum',
  option: 'Telefon numaramı değiştirmek istiyorum',
  message: 'Yeni hattıma geçtim; giriş yaptığım numarayı nasıl değiştirebilirim?',
  status: 'answered',
  answer:
    '<p>Merhaba Mehmet Bey, <strong>Ayarlar</strong> sayfasından yeni numaranızı girip SMS ile doğrulayabilirsiniz.</p>',
  created_at: '2026-11-18T07:30:00.000Z',
  answered_at: '2026-11-18T11:15:00.000Z',
};

export const adminTickets: AdminTicket[] = [
  pendingTicket,
  {
    ...pendingTicket,
    id: 44,
    user_id: 9,
    user_name: 'Av. Zeynep Kaya',
    subject: 'Baro veya adliye değişikliği',
    option: 'Baro veya adliye değişikliği',
    message: 'Yeni baro: Samsun Barosu. Adliyeler: Samsun Adliyesi.',
    created_at: '2026-11-21T14:45:00.000Z',
  },
];

export const newComplaint: AdminComplaint = {
  id: 17,
  user_id: 7,
  user_name: 'Av. Ayşe Yılmaz Karaosmanoğlu',
  category: 'hata-bildirimi',
  title: 'Görev haritası İstanbul Çağlayan Adliyesi’nde donuyor',
  body: 'Haritayı yakınlaştırınca sayfa donuyor; telefonda ve bilgisayarda aynı. Ekran görüntülerini ekledim.',
  is_web: true,
  status: 'open',
  image_count: 2,
  note: null,
  created_at: '2026-11-22T08:20:00.000Z',
  read_at: null,
  closed_at: null,
};

export const closedComplaint: AdminComplaint = {
  id: 12,
  user_id: 15,
  user_name: 'Av. Can Demir',
  category: 'oneri-istek',
  title: 'Takvim görünümü',
  body: 'Aldığım görevleri takvimde görmek isterim.',
  is_web: false,
  status: 'closed',
  image_count: 0,
  note: 'Yol haritasına eklendi; geliştirme ekibine iletildi.',
  created_at: '2026-11-10T10:00:00.000Z',
  read_at: '2026-11-11T09:00:00.000Z',
  closed_at: '2026-11-12T16:30:00.000Z',
};

export const adminComplaints: AdminComplaint[] = [
  newComplaint,
  {
    ...newComplaint,
    id: 19,
    user_id: 9,
    user_name: 'Av. Zeynep Kaya',
    category: 'diger',
    title: 'Görevi alan meslektaş duruşmaya gelmedi',
    body: 'Görev #27 için atanan meslektaş duruşmaya katılmadı ve dönüş yapmadı.',
    image_count: 0,
    status: 'read',
    read_at: '2026-11-23T10:00:00.000Z',
    created_at: '2026-11-23T07:10:00.000Z',
  },
];

/** Two screenshots. */
export const complaintImages: string[] = [verificationImage, avatarImage];

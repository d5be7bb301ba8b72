import type { AdminBar, AdminSpecialNotification } from '@meslektas/domain';
import type { LawyerChoice } from './special-notification-form.tsx';

export const notificationBars: AdminBar[] = [
  { id: 6, name: 'Ankara Barosu', city_id: 6 },
  { id: 34, name: 'İstanbul Barosu', city_id: 34 },
  { id: 35, name: 'İzmir Barosu', city_id: 35 },
];

export const lawyerChoices: LawyerChoice[] = [
  { id: 41, name: 'Av. Fatma Nur Kılıçarslan Güneşdoğdu', telephone: '05321234567', bar: 'İstanbul Barosu' },
  { id: 42, name: 'Av. Fatih Şahin', telephone: '05449876543', bar: 'Ankara Barosu' },
];

export const sentNotifications: AdminSpecialNotification[] = [
  {
    id: 12,
    audience: 'bar',
    baro_id: 34,
    bar_name: 'İstanbul Barosu',
    user_id: null,
    user_name: null,
    title: 'Çağlayan Adliyesi C Blok asansör bakımı',
    body: '<p>İstanbul Barosu üyelerinin dikkatine: Çağlayan Adliyesi <strong>C Blok</strong> asansörleri 14–18 Ekim tarihleri arasında bakımda olacaktır.</p>',
    created_at: '2026-11-24T07:30:00.000Z',
  },
  {
    id: 11,
    audience: 'lawyer',
    baro_id: null,
    bar_name: null,
    user_id: 41,
    user_name: 'Av. Fatma Nur Kılıçarslan Güneşdoğdu',
    title: 'Pro üyeliğiniz bir yıl uzatıldı',
    body: '<p>Sayın meslektaşımız, <strong>Meslektaş Pro</strong> üyeliğiniz bir yıl uzatılmıştır.</p>',
    created_at: '2026-11-22T12:05:00.000Z',
  },
  {
    id: 10,
    audience: 'everyone',
    baro_id: null,
    bar_name: null,
    user_id: null,
    user_name: null,
    title: 'Bildirimler sayfası yenilendi',
    body: '<p>Artık bütün bildirimlerinizi <strong>Bildirimler</strong> sayfasında görebilirsiniz.</p><ul><li>Her bildirim ilgili görevi açar.</li></ul>',
    created_at: '2026-11-20T09:00:00.000Z',
  },
];

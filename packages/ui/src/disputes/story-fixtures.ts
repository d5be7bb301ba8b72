import type { Dispute, DisputeMessage } from '@meslektas/domain';
import { avatarImage, avatarImageAlt, verificationImage } from '../lib/story-images.ts';

/** Realistic disputes and messages for the dispute desk's stories. */
export const openDispute: Dispute = {
  id: 12,
  status: 'open',
  status_text: 'İnceleniyor',
  status_color: 'warning',
  result_message: null,
  created_at: '2026-03-08T09:00:00.000Z',
  fromnow: '2 gün önce',
  new_messages: 2,
  muhatap: {
    id: 57,
    name: 'Av. Mehmet Çelik Karaosmanoğlu',
    avatar: avatarImage,
    verification_image: verificationImage,
  },
  mission: {
    id: 1190,
    categoryName: 'Duruşmaya Katılım',
    adliyeName: 'İstanbul Çağlayan Adliyesi',
    missionDate: '2026-03-05',
    missionPrice: 1250,
  },
};

export const readDispute: Dispute = {
  ...openDispute,
  id: 11,
  new_messages: 0,
  fromnow: '5 gün önce',
  muhatap: { id: 58, name: 'Av. Zeynep Kaya', avatar: null, verification_image: null },
  mission: { ...openDispute.mission, id: 1150, categoryName: 'Dosya İnceleme', missionPrice: 750 },
};

export const resolvedDispute: Dispute = {
  ...openDispute,
  id: 9,
  status: 'resolved',
  status_text: 'Sonuçlandı',
  status_color: 'success',
  result_message:
    'Tarafların beyanları ve fotoğraflar incelendi. Görev yapılmadığından ücretin görev sahibine iadesine karar verilmiştir.',
  new_messages: 0,
  fromnow: '1 ay önce',
};

const me = { id: 1, name: 'Av. Ayşe Yılmaz', avatar: avatarImageAlt, verification_image: null };

export const messages: DisputeMessage[] = [
  {
    id: 33,
    message: 'Görevin fotoğraflarını ekliyorum, duruşma ertelendi.',
    status: 'pending',
    fromnow: 'az önce',
    sender: me,
    mine: true,
    images: [avatarImageAlt],
  },
  {
    id: 32,
    message: 'Lütfen iki taraf da görevle ilgili belgelerini paylaşsın.',
    status: 'approved',
    fromnow: '1 saat önce',
    sender: { id: 0, name: null, avatar: null, verification_image: null },
    mine: false,
  },
  {
    id: 31,
    message: 'Duruşmaya girilmedi, dosyada zapta geçen bir beyan yok.',
    status: 'approved',
    fromnow: '2 gün önce',
    sender: { id: 57, name: 'Av. Mehmet Çelik Karaosmanoğlu', avatar: null, verification_image: null },
    mine: false,
  },
  {
    id: 30,
    message: 'Görev yapılmadı, müvekkilim mağdur oldu.',
    status: 'approved',
    fromnow: '2 gün önce',
    sender: me,
    mine: true,
    images: [avatarImage, avatarImageAlt],
  },
];

export const disputableTasks = [
  { id: 1190, title: '#1190 Duruşmaya Katılım · İstanbul Çağlayan Adliyesi · 05.03.2026' },
  { id: 1201, title: '#1201 Dosya İnceleme · Bakırköy Adliyesi · 09.03.2026' },
];

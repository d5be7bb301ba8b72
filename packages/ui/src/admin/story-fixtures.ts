import type { AdminAccount, AdminDayStats, AdminQueue, AuditEntry } from '@meslektas/domain';

export const passiveAccount: AdminAccount = {
  id: 41,
  name: 'Av. Fatma Nur Kılıçarslan Güneşdoğdu',
  telephone: '05321234567',
  email: 'fatma.kilicarslan@example.com',
  bar: 'İstanbul Barosu',
  sicil: '51234',
  tc: '10000000146',
  status: 'passive',
  sms_verified: true,
  email_verified: true,
  ban_message: null,
  add_mission: 0,
  pro_last_date: null,
  vip: false,
  created_at: '2026-11-22T08:15:00.000Z',
};

export const accounts: AdminAccount[] = [
  passiveAccount,
  {
    ...passiveAccount,
    id: 42,
    name: 'Av. Oğuz Çelik',
    telephone: '05449876543',
    email: 'oguz.celik@example.com',
    bar: 'Ankara Barosu',
    sicil: '23456',
    tc: '10000000220',
    email_verified: false,
    created_at: '2026-11-23T06:40:00.000Z',
  },
];

export const bannedPro: AdminAccount = {
  ...passiveAccount,
  id: 7,
  name: 'Av. Mehmet Demir',
  status: 'active',
  ban_message: 'Kullanım koşullarına aykırı davranış.',
  add_mission: 2,
  vip: true,
  pro_last_date: '2027-03-01T00:00:00.000Z',
};

export const queues: AdminQueue[] = [
  { key: 'accounts', title: 'Onay bekleyen hesaplar', count: 12, path: '/yonetim/hesaplar' },
];

export const days: AdminDayStats[] = Array.from({ length: 14 }, (_, i) => ({
  day: `2026-11-${String(10 + i).padStart(2, '0')}`,
  created: [8, 12, 9, 14, 11, 4, 3, 10, 13, 15, 9, 12, 6, 7][i] ?? 0,
  assigned: [6, 9, 7, 11, 9, 3, 2, 8, 10, 12, 7, 9, 5, 4][i] ?? 0,
  completed: [5, 8, 6, 10, 8, 2, 2, 7, 9, 10, 6, 8, 4, 2][i] ?? 0,
  cancelled: [1, 1, 0, 2, 1, 0, 0, 1, 2, 1, 1, 0, 1, 0][i] ?? 0,
  unanswered_share:
    [0.25, 0.17, 0.22, 0.14, 0.18, 0.25, 0.33, 0.2, 0.15, 0.13, 0.22, 0.17, 0.17, 0.29][i] ?? 0,
}));

export const auditEntries: AuditEntry[] = [
  {
    id: 3,
    operator_id: 9,
    operator_name: 'Meslektaş Operatör',
    action: 'account.ban',
    subject_type: 'user',
    subject_id: 7,
    reason: null,
    before: { ban_message: null },
    after: { ban_message: 'Kullanım koşullarına aykırı davranış.' },
    created_at: '2026-11-23T09:12:00.000Z',
  },
  {
    id: 2,
    operator_id: 9,
    operator_name: 'Meslektaş Operatör',
    action: 'account.pro_grant',
    subject_type: 'user',
    subject_id: 12,
    reason: 'Kampanya telafisi.',
    before: { vip: 0, pro_last_date: null },
    after: { vip: 1, pro_last_date: '2026-12-23T09:00:00.000Z' },
    created_at: '2026-11-23T08:50:00.000Z',
  },
  {
    id: 1,
    operator_id: 9,
    operator_name: 'Meslektaş Operatör',
    action: 'account.approve',
    subject_type: 'user',
    subject_id: 41,
    reason: null,
    before: { status: 'passive' },
    after: { status: 'active' },
    created_at: '2026-11-23T08:30:00.000Z',
  },
];

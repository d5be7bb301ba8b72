import { describe, expect, it } from 'vitest';
import { consolePaths } from '../../rules/console-routes.ts';
import { auditActionLabels } from './admin.ts';
import {
  auditChanges,
  auditSubjectPath,
  auditSubjectText,
  auditSubjects,
  auditValueText,
} from './admin-audit.ts';

const line = (subject_type: string, subject_id: number, before: object | null, after: object | null) => ({
  subject_type,
  subject_id,
  before: before as Record<string, unknown> | null,
  after: after as Record<string, unknown> | null,
});

describe('the audit log in Turkish', () => {
  it.each([
    [
      'an approved account',
      line('user', 41, { status: 'passive' }, { status: 'active' }),
      'Durum',
      'Onay bekliyor',
      'Etkin',
    ],
    [
      'a notice put on the home page',
      line('page', 3, { in_homepage: false }, { in_homepage: true }),
      'Ana sayfada',
      'Hayır',
      'Evet',
    ],
    [
      'a category switched off (0/1 in the database)',
      line('category', 2, { active: 1 }, { active: 0 }),
      'Yayında',
      'Evet',
      'Hayır',
    ],
    [
      'a paid payout',
      line('payout', 9, { status: 'pending' }, { status: 'paid' }),
      'Durum',
      'Onay Bekliyor',
      'Ödendi',
    ],
    [
      'an answered ticket',
      line('ticket', 4, { status: 'pending' }, { status: 'answered' }),
      'Durum',
      'Bekliyor',
      'Cevaplandı',
    ],
    [
      'a complaint read',
      line('complaint', 5, { status: 'open' }, { status: 'read' }),
      'Durum',
      'Yeni',
      'Okundu',
    ],
    [
      'a resolved dispute',
      line('dispute', 6, { status: 'open' }, { status: 'resolved' }),
      'Durum',
      'İnceleniyor',
      'Sonuçlandı',
    ],
    [
      'a refused dispute message',
      line('dispute_message', 7, { status: 'pending' }, { status: 'rejected' }),
      'Durum',
      'Onay bekliyor',
      'Reddedildi',
    ],
    [
      'a ban message added',
      line('user', 7, { ban_message: null }, { ban_message: 'Kurallara aykırı.' }),
      'Engel mesajı',
      '—',
      'Kurallara aykırı.',
    ],
    [
      'a Pro granted until a day',
      line('user', 7, { pro_last_date: null }, { pro_last_date: '2027-01-31' }),
      'Pro bitişi',
      '—',
      '31.01.2027',
    ],
    [
      'a ticket answered at an Istanbul time',
      line('ticket', 4, {}, { answered_at: '2026-11-20T21:05:00.000Z' }),
      'Cevaplanma',
      '—',
      '21.11.2026 00:05',
    ],
    [
      'a pop-up for non-Pro lawyers',
      line('popup', 2, { audience: 'all' }, { audience: 'non_vip' }),
      'Alıcılar',
      'Herkes',
      'Pro olmayanlar',
    ],
    [
      'a special notification to a bar',
      line('special_notification', 5, null, { audience: 'bar' }),
      'Alıcılar',
      '—',
      'Bir baro',
    ],
    [
      'a category place',
      line('category', 2, { out_adliye: 'both' }, { out_adliye: 'in' }),
      'Görev yeri',
      'Adliye içi ve dışı',
      'Yalnızca adliye içi',
    ],
    [
      'a reordered list',
      line('faq_list', 0, { order: [3, 1] }, { order: [1, 3] }),
      'Sıralama',
      '3, 1',
      '1, 3',
    ],
    [
      'a field the table does not know',
      line('page', 3, { colour: 'red' }, { colour: 'blue' }),
      'colour',
      'red',
      'blue',
    ],
  ])('%s', (_name, entry, label, before, after) => {
    expect(auditChanges(entry)).toEqual([{ field: Object.keys(entry.after ?? {})[0], label, before, after }]);
  });

  it('leaves out what an edit kept, and lists every field of a new record', () => {
    const edit = line(
      'page',
      3,
      { title: 'Duyuru', in_homepage: false },
      { title: 'Duyuru', in_homepage: true },
    );
    expect(auditChanges(edit).map((c) => c.label)).toEqual(['Ana sayfada']);
    const created = line('faq', 8, null, { title: 'Soru?', sort_order: 2 });
    expect(auditChanges(created).map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual([
      'Başlık: — → Soru?',
      'Sıra: — → 2',
    ]);
  });

  it('shows a page body as plain text, cut short', () => {
    const text = auditValueText('page', 'body', `<p>${'Duyuru metni '.repeat(20)}</p>`);
    expect(text).not.toContain('<p>');
    expect(text).toHaveLength(120);
    expect(text.endsWith('…')).toBe(true);
  });

  it.each([
    [line('special_notification', 5, null, {}), 'Özel bildirim #5'],
    [line('user', 41, {}, {}), 'Hesap #41'],
    [line('constant', 0, { name: 'komisyon' }, { name: 'komisyon' }), 'Sabit: komisyon'],
    [line('faq_list', 0, {}, {}), 'Soru sırası'],
    [line('robot', 2, null, null), 'robot #2'],
  ])('names the record %#', (entry, text) => {
    expect(auditSubjectText(entry)).toBe(text);
  });

  it('links each record to its console page, and a record without one to nothing', () => {
    expect(auditSubjectPath('user')).toBe(consolePaths.accounts);
    expect(auditSubjectPath('dispute_message')).toBe(`${consolePaths.moderation}?tur=dispute_message`);
    expect(auditSubjectPath('robot')).toBeNull();
  });

  it('names the record of every action the console writes', () => {
    const subjectOf: Record<string, string> = {
      account: 'user',
      avatar: 'user',
      about: 'user',
      blue_tick: 'user',
      wallet: 'user',
      category: 'category',
      faq: 'faq',
      payout: 'payout',
      page: 'page',
      popup: 'popup',
    };
    for (const action of Object.keys(auditActionLabels)) {
      const prefix = action.split('.')[0] ?? '';
      expect(auditSubjects[subjectOf[prefix] ?? prefix], action).toBeDefined();
    }
  });
});

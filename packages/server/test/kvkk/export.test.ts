import { KVKK_EXPORT_FILES_DIR, kvkkExportFilename, kvkkExportMessages } from '@meslektas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUploadsApp } from '../uploads/setup.ts';
import { ZIRAAT_IBAN } from '../wallet/wallet-helpers.ts';
import { downloadExport, lawyerWithHistory, readExport } from './setup.ts';
import { errorBody } from '../helpers/contract.ts';
import { suite } from '../helpers/suite.ts';

const ctx = suite(() => createUploadsApp());
let history: Awaited<ReturnType<typeof lawyerWithHistory>>;
let exported: ReturnType<typeof readExport>;
let headers: Record<string, string | string[] | number | undefined>;

beforeAll(async () => {
  ctx.clock.set('2026-03-14T21:30:00Z');
  history = await lawyerWithHistory(ctx.app, 11);
  const res = await downloadExport(ctx.app, history.me);
  if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}: ${res.body}`);
  headers = res.headers;
  exported = readExport(res.rawPayload);
});

describe('KVKK: Verilerimi indir', () => {
  it('answers a ZIP named for the Istanbul day, never cached', () => {
    expect(headers['content-type']).toBe('application/zip');
    // 21:30 UTC is 00:30 the next day in Istanbul.
    expect(kvkkExportFilename(ctx.app.now())).toBe('meslektas-verilerim-2026-03-15.zip');
    expect(headers['content-disposition']).toBe('attachment; filename="meslektas-verilerim-2026-03-15.zip"');
    expect(headers['cache-control']).toBe('private, no-store');
  });

  it('holds his account, settings and authority document', () => {
    const { data } = exported;
    const me = history.me.user;
    expect(data.hesap).toMatchObject({
      id: me.id,
      name: 'Av. Kemal Sunal',
      telephone: me.telephone,
      email: me.email,
    });
    expect(data.hesap.about_text).toBe('İş hukuku alanında çalışıyorum.');
    expect(data.yetki_belgesi).toMatchObject({ exists: true, tc: me.tc, sicil: me.sicil });
    expect(data.ayarlar).toEqual({
      mission_status: 1,
      email_notify: 1,
      sms_notify: 0,
      call_notify: 1,
      reminder_push: 1,
      reminder_sms: 1,
      digest_enabled: 0,
      digest_time: null,
    });
    expect(data.fatura_bilgileri.city).toBe('İstanbul');
    expect(data.fatura_bilgileri.district).not.toBeNull();
    expect(data.adliyeler.map((a) => a.name)).toEqual(['Çağlayan Adliyesi']);
    expect(data.oturumlar.length).toBeGreaterThan(0);
  });

  it('holds the tasks he created and took, with the other party by name only', () => {
    const { data } = exported;
    expect(data.olusturdugu_gorevler).toEqual([
      expect.objectContaining({ id: history.created, counterpart: 'Av. Türkan Şoray', price_tl: 750 }),
    ]);
    expect(data.aldigi_gorevler).toEqual([
      expect.objectContaining({ id: history.taken, counterpart: 'Av. Türkan Şoray' }),
    ]);
    expect(data.basvurular).toEqual([
      expect.objectContaining({ mission_id: history.taken, latitude: 41.07 }),
    ]);
  });

  it('holds his own fallback choices with the tasks he created, budgets in TL; not the other owner’s', () => {
    const { data, json } = exported;
    const [mine] = data.olusturdugu_gorevler;
    expect(mine?.basvuru_gelmeyince_secimler).toEqual([
      { kind: 'extend', detail: { extension: 1 }, created_at: expect.any(String) },
      { kind: 'raise', detail: { from_tl: 750, to_tl: 900 }, created_at: expect.any(String) },
    ]);
    expect(mine).toMatchObject({ extensions: 0, widened_km: null, window_started_at: expect.any(String) });
    expect(data.aldigi_gorevler[0]).not.toHaveProperty('basvuru_gelmeyince_secimler');
    expect(json).not.toContain('"widen"');
  });

  it('holds ratings both ways, notifications, tickets, the dispute with only his messages, and the wallet', () => {
    const { data } = exported;
    expect(data.verdigi_puanlar).toEqual([
      expect.objectContaining({ rating: 5, counterpart: 'Av. Türkan Şoray' }),
    ]);
    expect(data.aldigi_puanlar).toEqual([
      expect.objectContaining({ rating: 4, comment: 'Zamanında geldi.' }),
    ]);
    expect(data.bildirimler).toEqual([
      expect.objectContaining({ type: 'mission_completed', data: { title: 'Görev tamamlandı' } }),
    ]);
    expect(data.destek_talepleri).toEqual([expect.objectContaining({ subject: 'Baro değişikliği' })]);
    expect(data.uyusmazliklar).toEqual([
      expect.objectContaining({
        id: history.disputeId,
        opened_by_me: true,
        result_message: 'Taraflar uzlaştı.',
        messages: [expect.objectContaining({ body: 'Duruşmaya katıldım.' })],
      }),
    ]);
    expect(data.cuzdan.balance_tl).toBe(50);
    expect(data.anlik_bildirim_abonelikleri).toEqual([
      expect.objectContaining({ push_service: 'https://push.example.com' }),
    ]);
  });

  it('holds the payout account güvenceli ödeme pays him', () => {
    expect(exported.data.odeme_hesabi).toEqual({
      name: 'Gizli Hesap Sahibi',
      iban: ZIRAAT_IBAN,
      updated_at: expect.any(String),
    });
  });

  it('holds the outcome reports he wrote and those written to him, each with its role', () => {
    const reports = exported.data.gorev_raporlari;
    expect(reports).toEqual([
      expect.objectContaining({
        mission_id: history.taken,
        role: 'author',
        outcomes: ['attended', 'postponed'],
        note: 'Duruşma ertelendi, raporum.',
        question: 'Ara karar ne?',
      }),
      expect.objectContaining({ mission_id: history.created, role: 'owner', outcomes: ['done'] }),
    ]);
  });

  it('holds the audit lines about him, signed only as Yönetici', () => {
    expect(exported.data.denetim_kayitlari).toEqual([
      expect.objectContaining({
        operator: 'Yönetici',
        action: 'account.restrict',
        reason: 'Geç kalınan görevler.',
        after: { add_mission: 2 },
      }),
    ]);
    expect(exported.json).not.toContain('Operatör Gizli Ad');
    expect(exported.json).not.toContain(history.operator.user.telephone);
  });

  it('carries his uploaded photo in the dosyalar folder', () => {
    const [photo] = exported.data.dosyalar;
    expect(photo).toMatchObject({ purpose: 'avatar', content_type: 'image/jpeg' });
    expect(photo?.path).toMatch(new RegExp(`^${KVKK_EXPORT_FILES_DIR}/[0-9a-f]{32}\\.jpg$`));
    const bytes = exported.entries[photo?.path ?? ''];
    expect(bytes?.length).toBe(photo?.byte_size);
    // A JPEG starts with FF D8.
    expect([bytes?.[0], bytes?.[1]]).toEqual([0xff, 0xd8]);
  });

  it('never holds another lawyer’s telephone, e-mail, T.C. or words, nor any secret', () => {
    const { json } = exported;
    const other = history.colleague.user;
    for (const secret of [
      other.telephone,
      other.email ?? '',
      other.tc ?? '',
      other.sicil ?? '',
      'Karşı tarafın gizli mesajı.',
    ]) {
      expect(json).not.toContain(secret);
    }
    for (const secret of [
      history.me.user.password_hash,
      'password_hash',
      'token_hash',
      'GIZLI-ANAHTAR',
      'GIZLI-AUTH',
      '/gizli/',
    ]) {
      expect(json).not.toContain(secret);
    }
  });

  it('gives one export a minute, with a Turkish 429 meanwhile', async () => {
    const again = await downloadExport(ctx.app, history.me);
    expect(again.statusCode).toBe(429);
    expect(errorBody(again)).toEqual({ message: kvkkExportMessages.tooSoon });
    ctx.clock.advance(61_000);
    const later = await downloadExport(ctx.app, history.me);
    expect(later.statusCode).toBe(200);
  });

  it('gives a colleague only his own record', async () => {
    const res = await downloadExport(ctx.app, history.colleague);
    const { data } = readExport(res.rawPayload);
    expect(data.hesap.id).toBe(history.colleague.user.id);
    expect(data.dosyalar).toEqual([]);
    expect(data.odeme_hesabi).toBeNull();
    expect(JSON.stringify(data)).not.toContain(history.me.user.telephone);
  });

  it('answers nobody signed in with 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/kvkk/export' });
    expect(res.statusCode).toBe(401);
  });
});

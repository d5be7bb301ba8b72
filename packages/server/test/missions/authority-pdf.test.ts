import { MissionStatus, type MissionStatusCode } from '@meslektas/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { type Lawyer, MINUTE, lifecycleSuite } from '../helpers/missions.ts';

const ctx = lifecycleSuite({
  owner: { name: 'Av. Gülşah Işıkoğlu', tc: '10000000146', sicil: '39871' },
  ownerWithout: { tc: null, sicil: null },
  assignee: { name: 'Av. İsmail Çağrı Öztürk' },
  applicant: {},
  stranger: {},
});

async function taskOf(who: Lawyer, status: MissionStatusCode = MissionStatus.assigned) {
  const id = await ctx.insertMission(who.user, {
    user_id: status === MissionStatus.open ? null : ctx.assignee.user.id,
    status,
    plan_date: '2026-03-12',
    plan_time: '10:30',
    assigned_at: ctx.app.now().toISOString(),
  });
  await ctx.insertApplication(id, ctx.assignee.user);
  await ctx.insertApplication(id, ctx.applicant.user);
  return id;
}

const detailOf = async (who: Lawyer, id: number) =>
  (await ctx.call(who, 'POST', 'mission/getDetail', { mission_id: id })).json().data as {
    authorityPdf: string | null;
  };

const download = (url: string, who?: Lawyer) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });

/** The text of every page, as a reader would copy it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

describe('the authority document as a PDF', () => {
  it('is handed to the assignee as a signed link; the PDF names both lawyers, the bar, sicil, place and date in Turkish', async () => {
    const id = await taskOf(ctx.owner);
    const { authorityPdf } = await detailOf(ctx.assignee, id);
    expect(authorityPdf).toMatch(new RegExp(`^/api/mission/${id}/yetkibelgesi\\.pdf\\?exp=\\d+&sig=`));
    const res = await download(authorityPdf!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="yetki-belgesi-${id}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('YETKİ BELGESİ');
    expect(text).toContain('Av. Gülşah Işıkoğlu');
    expect(text).toContain('Av. İsmail Çağrı Öztürk');
    expect(text).toContain('39871');
    expect(text).toContain('İstanbul Barosu');
    expect(text).toContain('12.03.2026 10:30');
    // The T.C. number is personal data the colleague does not need.
    expect(text).not.toContain('10000000146');
    // A4 in points.
    const pdf = await getDocument({ data: new Uint8Array(res.rawPayload) }).promise;
    const [, , width, height] = (await pdf.getPage(1)).view;
    expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842]);
  });

  it('also downloads with the assignee’s token, and stays available once the task is completed', async () => {
    const id = await taskOf(ctx.owner, MissionStatus.completed);
    expect((await detailOf(ctx.assignee, id)).authorityPdf).not.toBeNull();
    const res = await download(`/api/mission/${id}/yetkibelgesi.pdf`, ctx.assignee);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is for nobody else: the owner, an applicant and a stranger get no link and a 404 with their token', async () => {
    const id = await taskOf(ctx.owner);
    expect((await detailOf(ctx.owner, id)).authorityPdf).toBeNull();
    for (const who of [ctx.owner, ctx.applicant, ctx.stranger]) {
      const res = await download(`/api/mission/${id}/yetkibelgesi.pdf`, who);
      expect(res.statusCode, who.user.name).toBe(404);
      expect(res.json().message).toBe('Yetki belgesi bulunamadı.');
    }
    expect((await download(`/api/mission/${id}/yetkibelgesi.pdf`)).statusCode).toBe(404);
  });

  it('is only for that task: a link signed for one task opens no other, and a forged or expired one opens none', async () => {
    const first = await taskOf(ctx.owner);
    const second = await taskOf(ctx.owner);
    const link = (await detailOf(ctx.assignee, first)).authorityPdf!;
    const query = link.slice(link.indexOf('?'));
    expect((await download(`/api/mission/${second}/yetkibelgesi.pdf${query}`)).statusCode).toBe(404);
    expect((await download(link.replace(/sig=[^&]+/, 'sig=AAAA'))).statusCode).toBe(404);
    expect((await download(`/api/mission/abc/yetkibelgesi.pdf`)).statusCode).toBe(404);
    ctx.clock.advance(3 * 60 * MINUTE);
    expect((await download(link)).statusCode).toBe(404);
  });

  it('exists only while the owner has a document and the task is assigned or completed', async () => {
    const withoutDocument = await taskOf(ctx.ownerWithout);
    expect((await detailOf(ctx.assignee, withoutDocument)).authorityPdf).toBeNull();
    expect(
      (await download(`/api/mission/${withoutDocument}/yetkibelgesi.pdf`, ctx.assignee)).statusCode,
    ).toBe(404);
    const cancelled = await taskOf(ctx.owner, MissionStatus.cancelled);
    expect((await detailOf(ctx.assignee, cancelled)).authorityPdf).toBeNull();
    expect((await download(`/api/mission/${cancelled}/yetkibelgesi.pdf`, ctx.assignee)).statusCode).toBe(404);
  });
});

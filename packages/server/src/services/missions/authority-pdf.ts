import { createRequire } from 'node:module';
import { MissionStatus, formatDottedDate, istanbulDay, istanbulTime } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import PDFDocument from 'pdfkit';
import type { Database } from '../../db/schema.ts';
import { takenTasks } from './queries.ts';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans from its npm package: the 14 standard PDF fonts have no ğ, ş, ı or İ, so every
 * Turkish name would lose letters. pdfkit embeds only the glyphs the document uses.
 */
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** Where the assignee downloads the document of one task (under /api). */
export const authorityPdfPath = (missionId: number) => `/api/mission/${missionId}/yetkibelgesi.pdf`;

export const authorityPdfMessages = {
  notFound: 'Yetki belgesi bulunamadı.',
} as const;

/** What the document says: the issuing owner, the authorised assignee, and the task. */
export interface AuthorityPdfFacts {
  missionId: number;
  ownerName: string;
  ownerBar: string;
  ownerSicil: string;
  assigneeName: string;
  assigneeBar: string | null;
  category: string;
  place: string;
  planDate: string;
  planTime: string | null;
}

/**
 * The facts of task `missionId` for a PDF, or undefined when there is none to give: the task must be
 * assigned or completed and its owner must have filled in his authority document (T.C. and sicil).
 * With `assigneeId` the task must also be assigned to him (a bearer request); a signed address was
 * handed out only to the assignee, so it needs no user.
 */
export async function authorityPdfFacts(
  db: Kysely<Database>,
  missionId: number,
  assigneeId?: number,
): Promise<AuthorityPdfFacts | undefined> {
  let query = takenTasks(db)
    .select([
      'm.id',
      'm.out_adliye',
      'm.address',
      'm.address_name',
      'm.plan_date',
      'm.plan_time',
      'o.name as owner_name',
      'o.tc as owner_tc',
      'o.sicil as owner_sicil',
      'ob.name as owner_bar',
      'u.name as assignee_name',
      'ub.name as assignee_bar',
      'c.name as category_name',
      'a.name as adliye_name',
    ])
    .where('m.id', '=', missionId)
    .where('m.status', 'in', [MissionStatus.assigned, MissionStatus.completed]);
  if (assigneeId !== undefined) query = query.where('m.user_id', '=', assigneeId);
  const row = await query.executeTakeFirst();
  if (!row?.owner_tc || !row.owner_sicil || !row.owner_bar) return undefined;
  return {
    missionId: row.id,
    ownerName: row.owner_name,
    ownerBar: row.owner_bar,
    ownerSicil: row.owner_sicil,
    assigneeName: row.assignee_name,
    assigneeBar: row.assignee_bar,
    category: row.category_name,
    place: (row.out_adliye === 1 ? (row.address ?? row.address_name) : row.adliye_name) ?? '',
    planDate: row.plan_date,
    planTime: row.plan_time,
  };
}

/** An A4 page: title, the two lawyers, the task, the statement, and where and when it was issued. */
export function renderAuthorityPdf(f: AuthorityPdfFacts, issuedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 64,
    info: { Title: `Yetki Belgesi - Görev ${f.missionId}`, Author: f.ownerName, Creator: 'Meslektaş' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  doc.font('bold').fontSize(20).text('YETKİ BELGESİ', { align: 'center' });
  doc.moveDown(2);
  const row = (label: string, value: string) => {
    doc.font('bold').fontSize(11).text(`${label}: `, { continued: true });
    doc.font('regular').text(value);
    doc.moveDown(0.4);
  };
  doc.font('bold').fontSize(13).text('Yetki veren avukat');
  doc.moveDown(0.5);
  row('Adı Soyadı', f.ownerName);
  row('Barosu', f.ownerBar);
  row('Baro sicil no', f.ownerSicil);
  doc.moveDown();
  doc.font('bold').fontSize(13).text('Yetki verilen avukat');
  doc.moveDown(0.5);
  row('Adı Soyadı', f.assigneeName);
  if (f.assigneeBar) row('Barosu', f.assigneeBar);
  doc.moveDown();
  doc.font('bold').fontSize(13).text('Görev');
  doc.moveDown(0.5);
  const date = formatDottedDate(f.planDate);
  row('Adliye / Yer', f.place);
  row('İşlem', f.category);
  row('Tarih', f.planTime ? `${date} ${f.planTime}` : date);
  doc.moveDown(1.5);
  doc
    .font('regular')
    .fontSize(11)
    .text(
      `Yukarıda bilgileri yazılı meslektaşım ${f.assigneeName}, ${date} tarihinde ${f.place} ` +
        `nezdinde "${f.category}" işlemini benim adıma yapmaya yetkilidir. Bu belge yalnızca ` +
        'bu görev için geçerlidir.',
      { align: 'justify' },
    );
  doc.moveDown(3);
  doc.font('bold').text(f.ownerName, { align: 'right' });
  doc.font('regular').text(`${f.ownerBar} · Sicil no ${f.ownerSicil}`, { align: 'right' });
  doc
    .fontSize(9)
    .fillColor('#555555')
    .text(
      `Belge no: G-${f.missionId} · Düzenlenme: ${formatDottedDate(istanbulDay(issuedAt))} ${istanbulTime(issuedAt)} · Meslektaş`,
      64,
      doc.page.height - 96,
      { align: 'center', width: doc.page.width - 128 },
    );
  doc.end();
  return done;
}

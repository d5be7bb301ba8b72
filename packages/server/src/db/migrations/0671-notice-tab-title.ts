import type { Kysely } from 'kysely';

const before =
  '<p>Hizmet verdiğiniz adliyeleri Hesap Ayarları › Görev Adliyeleri bölümünden güncelleyerek yeni eklenen ilçe adliyelerinin görevlerini de alabilirsiniz.</p>';
export const noticeTabTitleBody = before.replace('› Görev Adliyeleri', '› Görev Aldığım Adliyeler');

/**
 * The seeded notice about the new courthouses named the settings tab 'Görev Adliyeleri'; the tab
 * is 'Görev Aldığım Adliyeler'. Only the text as seeded is corrected: an operator's edit stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pages = db as unknown as Kysely<{ pages: { id: number; body: string } }>;
  await pages.updateTable('pages').set({ body: noticeTabTitleBody }).where('body', '=', before).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pages = db as unknown as Kysely<{ pages: { id: number; body: string } }>;
  await pages.updateTable('pages').set({ body: before }).where('body', '=', noticeTabTitleBody).execute();
}

import type { Kysely } from 'kysely';

/**
 * Pop-ups get an audience: 'all', or 'non_vip' for an upsell that must not greet a Pro member.
 * The existing pop-up that leads to the Pro page is such an upsell.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('web_popups')
    .addColumn('audience', 'varchar(10)', (c) => c.notNull().defaultTo('all'))
    .execute();
  const popups = db as unknown as Kysely<{ web_popups: { link: string | null; audience: string } }>;
  await popups
    .updateTable('web_popups')
    .set({ audience: 'non_vip' })
    .where('link', '=', '/premium-uyelik')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('web_popups').dropColumn('audience').execute();
}

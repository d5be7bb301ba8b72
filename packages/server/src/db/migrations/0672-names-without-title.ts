import { nameWithoutTitle } from '@meslektas/domain';
import { type Kysely, sql } from 'kysely';

/**
 * A lawyer's stored name is his name: the demo lawyers were stored as 'Av. …' while members who
 * register are stored without it, so the two read differently. The title is the display's to add
 * (domain's lawyerDisplayName); here it leaves the stored names. Not undone: the title is added back
 * wherever a name is shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const users = db as unknown as Kysely<{ users: { id: number; name: string } }>;
  const titled = await users
    .selectFrom('users')
    .select(['id', 'name'])
    .where((eb) => eb.or([eb(sql`lower(name)`, 'like', 'av.%'), eb(sql`lower(name)`, 'like', 'avukat %')]))
    .execute();
  for (const { id, name } of titled) {
    const bare = nameWithoutTitle(name);
    if (bare && bare !== name)
      await users.updateTable('users').set({ name: bare }).where('id', '=', id).execute();
  }
}

export async function down(): Promise<void> {}

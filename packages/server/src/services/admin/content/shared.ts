import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

export type Db = Kysely<Database>;

import type { Migration } from 'kysely';
import * as m0001 from './0001-app-meta.ts';
import * as m0002 from './0002-reference.ts';
import * as m0003 from './0003-accounts.ts';
import * as m0004 from './0004-missions.ts';
import * as m0100 from './0100-mission-lists.ts';
import * as m0200 from './0200-files.ts';

/** Every migration, in order. Names sort; never rename or edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-app-meta': m0001,
  '0002-reference': m0002,
  '0003-accounts': m0003,
  '0004-missions': m0004,
  '0100-mission-lists': m0100,
  '0200-files': m0200,
};

import type { Generated } from 'kysely';

/** One interface per table; money columns are integer kuruş, never floats. */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

export interface Database {
  app_meta: AppMetaTable;
}

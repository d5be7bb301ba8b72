import { type CompiledQuery, type Kysely, createQueryId } from 'kysely';
import type { Database } from './schema.ts';

/** Stands in the SQL compiled once for a value of each call, taken from its parameters. */
class Slot<P> {
  constructor(readonly take: (p: P) => unknown) {}
}

/** In a template's build, the value of one parameter of the call (typed as the column wants it). */
type TakeValue<P> = (take: (p: P) => unknown) => never;

/** A compiled template with its slots filled from `p`: the SQL and values the built query compiles to. */
export function fillTemplate<P, R>(template: CompiledQuery<R>, p: P): CompiledQuery<R> {
  return {
    query: template.query,
    queryId: createQueryId(),
    sql: template.sql,
    parameters: template.parameters.map((v) => (v instanceof Slot ? (v as Slot<P>).take(p) : v)),
  };
}

/** In a query built to be compiled once, the place of a value each call supplies (see `fillTemplate`). */
export function templateValue<P>(take: (p: P) => unknown): never {
  return new Slot(take) as never;
}

/**
 * A hot read's query built and compiled once per database, its values taken from each call's
 * parameters; the reader runs it and answers its rows. Kysely builds and compiles a query afresh
 * on every call, which costs as much as SQLite takes to answer a short read. Only for queries whose
 * shape does not depend on the values (a list of values changes the number of placeholders: key
 * the template by its length instead, as the pending list does).
 */
export function compiledOnce<P, R>(
  build: (db: Kysely<Database>, value: TakeValue<P>) => { compile(): CompiledQuery<R> },
): (db: Kysely<Database>, p: P) => Promise<R[]> {
  const byDatabase = new WeakMap<Kysely<Database>, CompiledQuery<R>>();
  return async (db, p) => {
    let template = byDatabase.get(db);
    if (!template) byDatabase.set(db, (template = build(db, templateValue).compile()));
    return (await db.executeQuery(fillTemplate(template, p))).rows;
  };
}

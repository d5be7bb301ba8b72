import { type Courthouse, api, formMessages } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { gazetteerFor } from './gazetteer.ts';

const byTurkishName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'tr');

/** Bars, courthouses, the lawyer's own courthouses and the place search. */
export default async function geographyRoutes(app: FastifyInstance): Promise<void> {
  async function courthousesOf(baroId: number): Promise<Courthouse[]> {
    const rows = await app.db
      .selectFrom('courthouses')
      .select(['id', 'name', 'is_main'])
      .where('baro_id', '=', baroId)
      .execute();
    // The main courthouse first (the usual choice), then alphabetical.
    return rows
      .sort((a, b) => b.is_main - a.is_main || byTurkishName(a, b))
      .map((c) => ({ adliye_id: c.id, id: c.id, name: c.name }));
  }

  route(app, api.reference.bars, async () => {
    const bars = await app.db.selectFrom('bars').select(['id', 'name']).execute();
    return { data: bars.sort(byTurkishName).map((b) => ({ baro_id: b.id, name: b.name })) };
  });

  route(app, api.reference.courthouses, async ({ body: { baro_id } }) => {
    const bar = await app.db.selectFrom('bars').select('id').where('id', '=', baro_id).executeTakeFirst();
    if (!bar) {
      throw new HttpError(422, formMessages.barNotNumber, {
        errors: { baro_id: [formMessages.barNotNumber] },
      });
    }
    return { data: await courthousesOf(baro_id) };
  });

  // The lawyer's bar with all its courthouses, each marked when the lawyer serves it.
  route(app, api.reference.myCourthouses, async (_input, request) => {
    const user = request.user;
    const served = await app.db
      .selectFrom('user_courthouses')
      .select('adliye_id')
      .where('user_id', '=', user.id)
      .execute();
    const selected = served.map((s) => s.adliye_id);
    const bar = user.baro_id
      ? await app.db
          .selectFrom('bars')
          .select(['id', 'name'])
          .where('id', '=', user.baro_id)
          .executeTakeFirst()
      : undefined;
    const adliyeler = bar ? await courthousesOf(bar.id) : [];
    return {
      data: {
        baro_id: bar?.id ?? null,
        baroName: bar?.name ?? null,
        selected,
        adliyeler: adliyeler.map((c) => ({ ...c, selected: selected.includes(c.adliye_id) })),
      },
    };
  });

  route(app, api.reference.locationSearch, async ({ body: { query } }) => {
    const gazetteer = await gazetteerFor(app.db);
    return { data: gazetteer.search(query) };
  });
}

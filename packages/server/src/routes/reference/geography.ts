import { api, formMessages } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../errors.ts';
import { courthousesOfBar, myCourthouses } from '../../services/courthouses/courthouses.ts';
import { gazetteerFor } from './gazetteer.ts';

const byTurkishName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'tr');

/** Bars, courthouses, the lawyer's own courthouses and the place search. */
export default async function geographyRoutes(app: FastifyInstance): Promise<void> {
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
    return { data: await courthousesOfBar(app.db, baro_id) };
  });

  // The lawyer's bar with all its courthouses, each marked when the lawyer serves it.
  route(app, api.reference.myCourthouses, async (_input, request) => ({
    data: await myCourthouses(app.db, request.user.id),
  }));

  route(app, api.reference.locationSearch, async ({ body: { query } }) => {
    const gazetteer = await gazetteerFor(app.db);
    return { data: gazetteer.search(query) };
  });
}

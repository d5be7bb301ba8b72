import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { allBars, courthousesOfKnownBar, myCourthouses } from '../../services/courthouses/courthouses.ts';
import { searchPlaces } from '../../services/reference/gazetteer.ts';

/** Bars, courthouses, the lawyer's own courthouses and the place search. */
export default async function geographyRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.reference.bars, async () => ({ data: await allBars(app.db) }));
  route(app, api.reference.courthouses, async ({ body }) => ({
    data: await courthousesOfKnownBar(app.db, body.baro_id),
  }));
  // The lawyer's bar with all its courthouses, each marked when the lawyer serves it.
  route(app, api.reference.myCourthouses, async (_input, request) => ({
    data: await myCourthouses(app.db, request.user.id),
  }));
  route(app, api.reference.locationSearch, async ({ body }) => ({
    data: await searchPlaces(app.db, body.query),
  }));
}

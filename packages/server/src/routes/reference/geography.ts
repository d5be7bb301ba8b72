import { baroIdSchema, formMessages, locationSearchSchema } from '@meslektas/domain';
import type { Courthouse } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError, parsePayload } from '../../plugins/errors.ts';
import { gazetteerFor } from './gazetteer.ts';

const byTurkishName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'tr');

/** Bars, courthouses, the lawyer's own courthouses and the place search. Authenticated. */
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

  app.get('/global/allBaroData', async () => {
    const bars = await app.db.selectFrom('bars').select(['id', 'name']).execute();
    return { data: bars.sort(byTurkishName).map((b) => ({ baro_id: b.id, name: b.name })) };
  });

  app.post('/global/allAdliyeData', async (request) => {
    const { baro_id } = parsePayload(baroIdSchema, request.body);
    const bar = await app.db.selectFrom('bars').select('id').where('id', '=', baro_id).executeTakeFirst();
    if (!bar) {
      throw new HttpError(422, formMessages.barNotNumber, {
        errors: { baro_id: [formMessages.barNotNumber] },
      });
    }
    return { data: await courthousesOf(baro_id) };
  });

  // The lawyer's bar with all its courthouses, each marked when the lawyer serves it.
  app.get('/user/getAdliyeData', async (request) => {
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

  app.post('/location/search', async (request) => {
    const { query } = parsePayload(locationSearchSchema, request.body);
    const gazetteer = await gazetteerFor(app.db);
    return { data: gazetteer.search(query) };
  });
}

import { idField } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, parsePayload } from '../../plugins/errors.ts';
import { countCourthouseLawyers, createMission } from '../../services/missions/create.ts';

export const courthouseMessages = {
  notFound: 'Adliye bulunamadı.',
  nobody:
    'Seçtiğiniz adliyede şu an görev alan meslektaşımız bulunmuyor. Görev oluşturabilirsiniz ancak başvuru gelmeyebilir.',
} as const;

const adliyeParam = z.object({ adliyeId: idField(courthouseMessages.notFound) });

export default async function createRoutes(app: FastifyInstance): Promise<void> {
  app.post('/mission/create', async (request) => createMission(app, request.user, request.body));

  app.get('/mission/checkAdliyeUsers/:adliyeId', async (request) => {
    const { adliyeId } = parsePayload(adliyeParam, request.params);
    const courthouse = await app.db
      .selectFrom('courthouses')
      .select('id')
      .where('id', '=', adliyeId)
      .executeTakeFirst();
    if (!courthouse) {
      throw new HttpError(404, courthouseMessages.notFound, { modalMessage: courthouseMessages.notFound });
    }
    const count = await countCourthouseLawyers(app.db, adliyeId, request.user.id);
    // The client shows modalMessage of an error answer in a modal, and nothing on success.
    if (count === 0)
      throw new HttpError(422, courthouseMessages.nobody, { modalMessage: courthouseMessages.nobody });
    return { status: 'true', count };
  });
}

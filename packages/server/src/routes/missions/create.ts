import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../errors.ts';
import { countCourthouseLawyers, createMission } from '../../services/missions/create.ts';

const courthouseMessages = {
  notFound: 'Adliye bulunamadı.',
  nobody:
    'Seçtiğiniz adliyede şu an görev alan meslektaşımız bulunmuyor. Görev oluşturabilirsiniz ancak başvuru gelmeyebilir.',
} as const;

export default async function createRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.missions.create, ({ body }, request) => createMission(app.db, app.deps, request.user, body));

  route(app, api.missions.checkAdliyeUsers, async ({ params: { adliyeId } }, request) => {
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
    return { status: 'true' as const, count };
  });
}

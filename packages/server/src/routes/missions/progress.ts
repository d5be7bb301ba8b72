import { idField } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parsePayload } from '../../plugins/errors.ts';
import { counterpartDocument, detailMessages, missionDetail } from '../../services/missions/detail.ts';
import { cancelMission, markAsCompleted, newComment } from '../../services/missions/progress.ts';

const userParam = z.object({ id: idField(detailMessages.documentNotFound) });

export default async function progressRoutes(app: FastifyInstance): Promise<void> {
  app.post('/mission/getDetail', async (request) => ({
    data: await missionDetail(app, request.user, request.body),
  }));

  app.get('/user/yetkibelgesi/:id', async (request) => {
    const { id } = parsePayload(userParam, request.params);
    return { data: await counterpartDocument(app, request.user, id) };
  });

  app.post('/mission/markAsCompleted/:id', async (request) =>
    markAsCompleted(app, request.user, request.params),
  );
  app.post('/user/newComment', async (request) => newComment(app, request.user, request.body));
  app.post('/mission/cancelMission', async (request) => cancelMission(app, request.user, request.body));
}

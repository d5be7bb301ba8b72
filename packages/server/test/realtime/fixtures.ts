import type { FastifyInstance } from 'fastify';
import { insertMission } from '../helpers/missions.ts';
import { signedInUser } from '../helpers/users.ts';

/** An active lawyer with a live token, serving Çağlayan Adliyesi. */
export function lawyer(app: FastifyInstance) {
  return signedInUser(app);
}

/** A task owned by `ownerId` at Çağlayan Adliyesi, open for applications now. */
export function missionOwnedBy(app: FastifyInstance, ownerId: number): Promise<number> {
  return insertMission(app, { id: ownerId });
}

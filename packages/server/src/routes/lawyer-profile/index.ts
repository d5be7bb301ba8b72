import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { succeeded } from '../succeeded.ts';
import { avatarMessages, chooseDefaultAvatar } from '../../services/lawyer-profile/avatar.ts';
import {
  allPerformances,
  lawyerProfile,
  profileMessages,
  setPerformances,
  submitAboutText,
} from '../../services/lawyer-profile/profile.ts';
import { uploadDeps } from '../../plugins/deps.ts';

/**
 * Lawyer profiles (anyone signed in reads one), and the owner's own photo choice, about text and
 * specialities: every write acts on the signed-in lawyer, never on an id from the request.
 */
export default async function lawyerProfileRoutes(app: FastifyInstance): Promise<void> {
  const calls = api.profile;
  const deps = uploadDeps(app);
  route(app, calls.getProfile, async ({ body }, request) => ({
    data: await lawyerProfile(deps, request.user.id, body),
  }));
  route(app, calls.allPerformances, async () => ({ data: await allPerformances(app.db) }));
  route(app, calls.addPerformances, async ({ body }, request) =>
    succeeded(profileMessages.performancesSaved, {
      data: await setPerformances(app.db, request.user.id, body.performance_ids),
    }),
  );
  route(app, calls.aboutText, async ({ body }, request) =>
    succeeded(profileMessages.aboutSubmitted, {
      pending_about_text: await submitAboutText(app.db, request.user.id, body, app.now()),
    }),
  );
  route(app, calls.deleteAvatar, async ({ body }, request) =>
    succeeded(avatarMessages.defaultChosen, {
      avatar: await chooseDefaultAvatar(deps, request.user.id, body),
    }),
  );
}

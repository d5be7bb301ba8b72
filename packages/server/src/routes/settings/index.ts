import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { succeeded } from '../succeeded.ts';
import { blueTickMessages, blueTickOf, submitBlueTick } from '../../services/settings/blue-tick.ts';
import { requestEmailChange } from '../../services/settings/email.ts';
import { changePassword } from '../../services/settings/password.ts';
import { preferenceMessages, setMissionStatus, updateNotify } from '../../services/settings/preferences.ts';
import { progressOf } from '../../services/settings/progress.ts';
import { reminderSettingsOf, updateReminderSettings } from '../../services/settings/reminders.ts';
import {
  confirmPhoneChange,
  phoneChangeMessages,
  requestPhoneChange,
} from '../../services/settings/telephone.ts';
import { toUserRecord } from '../../services/accounts.ts';
import { uploadDeps } from '../../plugins/deps.ts';
import { registerUploadParsing, uploadReader } from '../../uploads/multipart.ts';

/** Account settings: password, e-mail, telephone, notifications, task-taking, blue tick, completeness. */
export default async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const calls = api.settings;
  route(app, calls.updatePassword, async ({ body }, request) =>
    succeeded(
      await changePassword(app.db, { user: request.user, tokenId: request.tokenId }, body, app.now()),
    ),
  );
  route(app, calls.updateEmail, async ({ body }, request) =>
    succeeded(await requestEmailChange(app, request.user, body.email, request.ip, app.now())),
  );
  route(app, calls.updateTelephone, async ({ body }, request) =>
    succeeded(await requestPhoneChange(app, request.user, body.telephone, request.ip, app.now())),
  );
  route(app, calls.confirmTelephone, async ({ body }, request) => {
    const user = await confirmPhoneChange(app, request.user, body.code, app.now());
    return succeeded(phoneChangeMessages.changed, { data: await toUserRecord(app.db, app.deps, user) });
  });
  route(app, calls.notify, async ({ body }, request) =>
    succeeded(preferenceMessages.notifySaved, {
      data: await updateNotify(app.db, request.user.id, body, app.now()),
    }),
  );
  route(app, calls.missionStatus, async ({ body }, request) => ({
    status: 'true' as const,
    ...(await setMissionStatus(app.db, request.user.id, body, app.now())),
  }));
  route(app, calls.progress, (_input, request) => progressOf(app.db, request.user));
  route(app, api.reminders.settings, async (_input, request) => ({
    data: await reminderSettingsOf(app.db, request.user.id),
  }));
  route(app, api.reminders.update, ({ body }, request) =>
    updateReminderSettings(app.db, request.user.id, body, app.now()),
  );
  route(app, calls.blueTick, async (_input, request) => ({
    data: await blueTickOf(uploadDeps(app), request.user.id),
  }));
  // The upload in a scope of its own: multipart parsing replaces the JSON parser there.
  await app.register(async (uploads) => {
    await registerUploadParsing(uploads);
    const deps = uploadDeps(uploads);
    route(uploads, calls.submitBlueTick, async (_input, request) =>
      succeeded(blueTickMessages.submitted, {
        data: await submitBlueTick(deps, uploadReader(request), request.user.id),
      }),
    );
  });
}

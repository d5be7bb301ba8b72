import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MissionStatus } from '@meslektas/domain';
import type { UserRow } from '../../src/db/schema.ts';
import { MemoryBroadcaster } from '../../src/realtime/broadcaster.ts';
import type { DisputeDeps } from '../../src/services/disputes/queries.ts';
import { LocalDiskStorage } from '../../src/uploads/storage.ts';
import { createFileUrls, resolveSigningKey } from '../../src/uploads/urls.ts';
import { insertApplication, insertMission } from '../helpers/missions.ts';
import { type TestContext, createTestApp } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';
import { png } from '../uploads/fixtures.ts';
import type { Part } from '../uploads/multipart.ts';
import { postMultipart } from '../uploads/setup.ts';

export interface DisputeContext extends TestContext {
  broadcaster: MemoryBroadcaster;
  deps: DisputeDeps;
}

/** A test app with its own uploads folder and a broadcaster the tests read. */
export async function createDisputeApp(): Promise<DisputeContext> {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-disputes-'));
  const broadcaster = new MemoryBroadcaster();
  const ctx = await createTestApp({ config: { uploadsDir }, broadcaster });
  return {
    ...ctx,
    broadcaster,
    // What the operator console will pass: the same storage, signing key, clock and broadcaster.
    deps: {
      db: ctx.app.db,
      storage: new LocalDiskStorage(uploadsDir),
      urls: createFileUrls(await resolveSigningKey(ctx.app.db)),
      now: () => ctx.app.now(),
      publish: ctx.app.deps.publish,
    },
    close: async () => {
      await ctx.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export type Person = { user: UserRow; headers: { authorization: string } };

/** A task with its creator, its assigned lawyer, an applicant who was not chosen, and a stranger. */
export async function assignedTask(
  ctx: TestContext,
  status: (typeof MissionStatus)[keyof typeof MissionStatus] = MissionStatus.assigned,
): Promise<{ missionId: number; owner: Person; assignee: Person; applicant: Person; stranger: Person }> {
  const owner = await signedInUser(ctx.app, { name: 'Av. Ayşe Yılmaz' });
  const assignee = await signedInUser(ctx.app, { name: 'Av. Mehmet Çelik' });
  const applicant = await signedInUser(ctx.app, { name: 'Av. Zeynep Kaya' });
  const stranger = await signedInUser(ctx.app, { name: 'Av. Can Demir' });
  const missionId = await insertMission(ctx.app, owner.user, {
    user_id: assignee.user.id,
    status,
    assigned_at: ctx.app.now().toISOString(),
  });
  await insertApplication(ctx.app, missionId, assignee.user);
  await insertApplication(ctx.app, missionId, applicant.user);
  return { missionId, owner, assignee, applicant, stranger };
}

export const text = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

export const image = async (name = 'kanit.png'): Promise<Part> => ({
  name: 'images[]',
  filename: name,
  contentType: 'image/png',
  data: await png(),
});

export function openDispute(ctx: TestContext, who: Person, parts: Part[]) {
  return postMultipart(ctx.app, '/api/conflicts', parts, who.headers);
}

export function sendMessage(ctx: TestContext, who: Person, disputeId: number, parts: Part[]) {
  return postMultipart(ctx.app, `/api/conflicts/${disputeId}/message`, parts, who.headers);
}

export function getDispute(ctx: TestContext, who: Person, disputeId: number | string) {
  return ctx.app.inject({ method: 'GET', url: `/api/conflicts/${disputeId}`, headers: who.headers });
}

export function listDisputes(ctx: TestContext, who: Person) {
  return ctx.app.inject({ method: 'GET', url: '/api/conflicts', headers: who.headers });
}

export async function waitingOf(ctx: TestContext, who: Person): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers: who.headers });
  return (res.json() as { data: { waiting_conflict_message: number } }).data.waiting_conflict_message;
}

/** Opens a dispute as `who` with a reason (and images) and answers its id. */
export async function opened(ctx: TestContext, who: Person, missionId: number, extra: Part[] = []) {
  const res = await openDispute(ctx, who, [
    ...text({ mission_id: String(missionId), message: 'Görev yapılmadı, duruşmaya girilmedi.' }),
    ...extra,
  ]);
  if (res.statusCode !== 200) throw new Error(`open failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

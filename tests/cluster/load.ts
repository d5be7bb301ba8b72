// The mixed load the cluster test drives through the proxy: tasks created, applied to and
// assigned (two selections racing for each), payouts (each sent three times at once under one
// Idempotency-Key, retried with it when no answer came), avatar uploads and sign-ins. Every
// write the cluster acknowledged is recorded, to be looked for in the database afterwards.
import { IDEMPOTENCY_KEY_HEADER } from '../../packages/domain/src/index.ts';
import { createPayload } from '../../packages/server/test/helpers/missions.ts';
import { DEFAULT_PASSWORD } from '../../packages/server/test/helpers/users.ts';
import { png } from '../../packages/server/test/uploads/fixtures.ts';
import { file, multipartBody } from '../../packages/server/test/uploads/multipart.ts';
import { payoutForm } from '../../packages/server/test/wallet/wallet-helpers.ts';
import type { Answer, Client } from './client.ts';

export interface Member {
  id: number;
  telephone: string;
  /** Set once signed in through the proxy. */
  token?: string;
}

export const auth = (member: Member) => ({ authorization: `Bearer ${member.token}` });

export interface Acknowledged {
  signIns: { userId: number; token: string }[];
  missions: { id: number; ownerId: number }[];
  applications: { missionId: number; userId: number }[];
  /** The applicant each task's one accepted selection named. */
  selections: Map<number, number>;
  /** Selections of the same task answered 200 more than once (must stay empty). */
  doubleSelections: number[];
  /** Payouts by `userId:key`: every id a 200 answer named. */
  payouts: Map<string, Set<number>>;
  uploads: { userId: number; key: string; url: string }[];
  /** Requests that got no answer or a proxy error (502, 503): not acknowledged, not counted. */
  unanswered: number;
}

export function emptyRecord(): Acknowledged {
  return {
    signIns: [],
    missions: [],
    applications: [],
    selections: new Map(),
    doubleSelections: [],
    payouts: new Map(),
    uploads: [],
    unanswered: 0,
  };
}

export interface Load {
  client: Client;
  /** Clients of other addresses for the sign-ins (30 a quarter of an hour per address). */
  clientFor: (n: number) => Client;
  owners: Member[];
  applicants: Member[];
  payers: Member[];
  uploaders: Member[];
  /** Signed in again and again during the load. */
  signers: Member[];
  record: Acknowledged;
  /** The load stops when this returns true. */
  stopped: () => boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function counted(record: Acknowledged, answer: Answer): Answer {
  if (answer.status === 0 || answer.status === 502 || answer.status === 503) record.unanswered += 1;
  return answer;
}

export async function signIn(client: Client, member: Member, record: Acknowledged): Promise<boolean> {
  const answer = counted(
    record,
    await client.post('auth/login', { telephone: member.telephone, password: DEFAULT_PASSWORD }),
  );
  if (answer.status !== 200) return false;
  member.token = answer.body.token as string;
  record.signIns.push({ userId: member.id, token: member.token });
  return true;
}

/** One task: created, applied to by two lawyers, then two selections sent at once. */
async function taskRound(load: Load, owner: Member, round: number): Promise<void> {
  const { client, record } = load;
  const created = counted(
    record,
    await client.post('mission/create', createPayload(new Date(), { fast_mission: 1 }), auth(owner)),
  );
  if (created.status !== 200 || created.body.status !== 'true') return;
  const missionId = created.body.missionId as number;
  record.missions.push({ id: missionId, ownerId: owner.id });
  const pair = [0, 1].map((i) => load.applicants[(round * 2 + i) % load.applicants.length]!);
  const applied = await Promise.all(
    pair.map((applicant) =>
      client.post('mission/confirmMission', { mission_id: missionId, message_id: 0 }, auth(applicant)),
    ),
  );
  pair.forEach((applicant, i) => {
    if (counted(record, applied[i]!).status === 200) {
      record.applications.push({ missionId, userId: applicant.id });
    }
  });
  const selections = await Promise.all(
    pair.map((applicant) =>
      client.post(
        'application/selectUser',
        { mission_id: missionId, user_id: applicant.id, order_num: 0, bio: 0 },
        auth(owner),
      ),
    ),
  );
  const accepted = pair.filter((_, i) => counted(record, selections[i]!).status === 200);
  if (accepted.length > 1) record.doubleSelections.push(missionId);
  if (accepted[0]) record.selections.set(missionId, accepted[0].id);
}

async function payoutRound(load: Load, payer: Member, round: number): Promise<void> {
  const { client, record } = load;
  const key = `kume-${payer.id}-${round}-${Math.random().toString(36).slice(2, 10)}`;
  const send = () =>
    client.post('partnership/payments/request', payoutForm({ price: 100 }), {
      ...auth(payer),
      [IDEMPOTENCY_KEY_HEADER]: key,
    });
  // Sent three times at once (they land on different processes), then retried while unanswered,
  // as a client does when its connection broke.
  let answers: Answer[] = await Promise.all([send(), send(), send()]);
  for (let retry = 0; retry < 5 && !answers.some((a) => a.status === 200); retry += 1) {
    answers.forEach((a) => counted(record, a));
    await sleep(300);
    answers = [await send()];
  }
  const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.data.id as number));
  if (ids.size > 0) record.payouts.set(`${payer.id}:${key}`, ids);
}

async function upload(load: Load, member: Member): Promise<void> {
  const { client, record } = load;
  const body = multipartBody([file('avatar', await png(), 'vesikalik.png', 'image/png')]);
  const answer = counted(
    record,
    await client.request('POST', '/api/user/update/avatar', {
      body: body.payload,
      headers: { ...auth(member), ...body.headers },
    }),
  );
  if (answer.status !== 200) return;
  const url = answer.body.pending_avatar as string;
  const key = /\/api\/files\/([^?]+)/.exec(url)?.[1];
  if (key) record.uploads.push({ userId: member.id, key, url });
}

/** Runs every kind of worker until `stopped()`; resolves when all have finished their round. */
export async function runLoad(load: Load): Promise<void> {
  const workers: Promise<void>[] = [];
  load.owners.forEach((owner, o) =>
    workers.push(
      (async () => {
        for (let round = o; !load.stopped(); round += load.owners.length) {
          await taskRound(load, owner, round);
          await sleep(400);
        }
      })(),
    ),
  );
  load.payers.forEach((payer) =>
    workers.push(
      (async () => {
        for (let round = 0; !load.stopped(); round += 1) {
          await payoutRound(load, payer, round);
          await sleep(200);
        }
      })(),
    ),
  );
  workers.push(
    (async () => {
      // One photo per lawyer: a second would replace (and delete) the first by design.
      for (const member of load.uploaders) {
        if (load.stopped()) break;
        await upload(load, member);
        await sleep(150);
      }
    })(),
    (async () => {
      for (let i = 0; !load.stopped(); i += 1) {
        await signIn(load.clientFor(i % 10), load.signers[i % load.signers.length]!, load.record);
        await sleep(250);
      }
    })(),
  );
  await Promise.all(workers);
}

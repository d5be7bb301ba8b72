import { MAX_IMAGES } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadDeps } from '../../src/uploads/deps.ts';
import { saveUploadedImages, storeImages } from '../../src/uploads/files.ts';
import { readUploadedImages, registerUploadParsing } from '../../src/uploads/multipart.ts';
import { insertMission } from '../helpers/missions.ts';
import { signedInUser } from '../helpers/users.ts';
import * as fixtures from './fixtures.ts';
import { type Part, file } from './multipart.ts';
import { type UploadsContext, keyOf, onEveryStorage, postMultipart } from './setup.ts';
import { errorBody } from '../helpers/contract.ts';
import { rowsOf } from '../helpers/rows.ts';

let ctx: UploadsContext;

/**
 * Routes shaped like the features to come, registered on the test app: a dispute (task id and
 * message beside up to 3 images, validated before anything is stored), a complaint (images
 * optional) and one whose database work fails after the bytes were written.
 */
async function registerFeatureRoutes(app: FastifyInstance, deps: UploadDeps): Promise<void> {
  await app.register(
    async (scope) => {
      await registerUploadParsing(scope);
      scope.addHook('preValidation', app.authenticate);

      scope.post('/conflicts', async (request, reply) => {
        const { fields, images } = await readUploadedImages(request, {
          field: 'images',
          maxFiles: MAX_IMAGES,
          purpose: 'dispute',
        });
        const missionId = Number(fields.mission_id);
        const mission = await deps.db
          .selectFrom('missions')
          .select('id')
          .where('id', '=', missionId)
          .where((eb) => eb.or([eb('owner_id', '=', request.user.id), eb('user_id', '=', request.user.id)]))
          .executeTakeFirst();
        if (!mission) return reply.status(422).send({ message: 'Görev bulunamadı.', errors: {} });
        const files = await storeImages(deps, images, {
          purpose: 'dispute',
          visibility: 'private',
          ownerId: request.user.id,
          missionId: mission.id,
        });
        return { message: fields.message, files: files.map((f) => ({ url: f.url, path: f.path })) };
      });

      scope.post('/complaints', async (request) => {
        const { fields, files } = await saveUploadedImages(deps, request, {
          field: 'images',
          maxFiles: MAX_IMAGES,
          required: false,
          purpose: 'complaint',
          visibility: 'private',
          ownerId: request.user.id,
        });
        return { fields, count: files.length };
      });

      scope.post('/failing', async (request) => {
        await saveUploadedImages(
          deps,
          request,
          {
            field: 'images',
            maxFiles: 1,
            purpose: 'complaint',
            visibility: 'private',
            ownerId: request.user.id,
          },
          async () => {
            throw new Error('the insert that follows the files fails');
          },
        );
        return {};
      });
    },
    { prefix: '/api/test' },
  );
}

/** A task between an owner and the lawyer assigned to it, and the owner's dispute form. */
async function assignedTask() {
  const owner = await signedInUser(ctx.app);
  const assignee = await signedInUser(ctx.app);
  const missionId = await insertMission(ctx.app, owner.user, { user_id: assignee.user.id, status: 1 });
  return { owner, assignee, missionId };
}

const disputeForm = async (missionId: number, count: number): Promise<Part[]> => [
  { name: 'mission_id', value: String(missionId) },
  { name: 'message', value: 'Görev yapılmadı, duruşmaya katılım sağlanmadı. İlgili tutanak ektedir.' },
  ...(await Promise.all(
    Array.from({ length: count }, async (_, i) =>
      file('images[]', await fixtures.png(40 + i, 30), `tutanak-${i}.png`),
    ),
  )),
];

/** The dispute form of the task with `count` photos, sent with the caller's `headers`. */
const sendDispute = async (missionId: number, count: number, headers: Record<string, string>) =>
  postMultipart(ctx.app, '/api/test/conflicts', await disputeForm(missionId, count), headers);

onEveryStorage(
  (created) => (ctx = created),
  () => {
    beforeAll(async () => {
      await registerFeatureRoutes(ctx.app, ctx.deps);
    });

    describe('given a dispute with text fields and images[]', () => {
      it('reads the fields, stores up to 3 images linked to the task, and shows them to both parties only', async () => {
        const { owner, assignee, missionId } = await assignedTask();
        const res = await sendDispute(missionId, 3, owner.headers);

        expect(res.statusCode).toBe(200);
        const body = res.json<{ message: string; files: { url: string; path: string }[] }>();
        expect(body.message).toBe('Görev yapılmadı, duruşmaya katılım sağlanmadı. İlgili tutanak ektedir.');
        expect(body.files).toHaveLength(3);
        const rows = await ctx.app.db
          .selectFrom('files')
          .selectAll()
          .where(
            'storage_key',
            'in',
            body.files.map((f) => keyOf(f.path)),
          )
          .orderBy('id')
          .execute();
        expect(rows.map((r) => [r.purpose, r.visibility, r.mission_id, r.owner_id, r.width])).toEqual([
          ['dispute', 'private', missionId, owner.user.id, 40],
          ['dispute', 'private', missionId, owner.user.id, 41],
          ['dispute', 'private', missionId, owner.user.id, 42],
        ]);

        const stranger = await signedInUser(ctx.app);
        for (const { path } of body.files) {
          expect((await ctx.app.inject({ url: path, headers: owner.headers })).statusCode).toBe(200);
          expect((await ctx.app.inject({ url: path, headers: assignee.headers })).statusCode).toBe(200);
          expect((await ctx.app.inject({ url: path, headers: stranger.headers })).statusCode).toBe(404);
        }
      });

      it('refuses a fourth image with the spec’s message and stores none', async () => {
        const { owner, missionId } = await assignedTask();
        const before = await ctx.stored.keys();
        const res = await sendDispute(missionId, 4, owner.headers);

        expect(res.statusCode).toBe(422);
        expect(errorBody(res)).toEqual({
          message: 'En fazla 3 resim seçebilirsiniz!',
          errors: { images: ['En fazla 3 resim seçebilirsiniz!'] },
        });
        expect(await ctx.stored.keys()).toEqual(before);
      });

      it('stores nothing when the task is not the caller’s', async () => {
        const { missionId } = await assignedTask();
        const stranger = await signedInUser(ctx.app);
        const before = await ctx.stored.keys();
        const res = await sendDispute(missionId, 1, stranger.headers);

        expect(res.statusCode).toBe(422);
        expect(await ctx.stored.keys()).toEqual(before);
      });
    });

    describe('given a form where images are optional', () => {
      it('accepts it without images, and an empty file input counts as none', async () => {
        const { headers } = await signedInUser(ctx.app);
        const res = await postMultipart(
          ctx.app,
          '/api/test/complaints',
          [
            { name: 'title', value: 'Hata bildirimi' },
            { name: 'category', value: 'hata-bildirimi' },
            { name: 'images[]', filename: '', data: Buffer.alloc(0) },
          ],
          headers,
        );

        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          fields: { title: 'Hata bildirimi', category: 'hata-bildirimi' },
          count: 0,
        });
      });

      it('still checks the images it is given', async () => {
        const { headers } = await signedInUser(ctx.app);
        const res = await postMultipart(
          ctx.app,
          '/api/test/complaints',
          [file('images[]', fixtures.html, 'ekran.png')],
          headers,
        );

        expect(res.statusCode).toBe(422);
        expect(errorBody(res)).toEqual({
          message: 'Yalnızca PNG, JPEG, GIF veya WEBP biçiminde resim yükleyebilirsiniz.',
          errors: { images: ['Yalnızca PNG, JPEG, GIF veya WEBP biçiminde resim yükleyebilirsiniz.'] },
        });
      });
    });

    describe('given the database work after the upload fails', () => {
      it('answers 500 and deletes the bytes it wrote, leaving no row', async () => {
        const { user, headers } = await signedInUser(ctx.app);
        const before = await ctx.stored.keys();
        const res = await postMultipart(
          ctx.app,
          '/api/test/failing',
          [file('images', await fixtures.png())],
          headers,
        );

        expect(res.statusCode).toBe(500);
        expect(await ctx.stored.keys()).toEqual(before);
        const rows = await rowsOf(ctx.app, 'files', { owner_id: user.id }, ['id']);
        expect(rows).toEqual([]);
      });
    });
  },
);

import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../helpers/users.ts';
import { png } from '../uploads/fixtures.ts';
import { createUploadsApp, postMultipart } from '../uploads/setup.ts';
import { suite } from '../helpers/suite.ts';

const ctx = suite(() => createUploadsApp());

describe('contract: support', () => {
  it('api.support.sendComplaint takes a bug report with an image and answers a message', async () => {
    const me = await signedInUser(ctx.app);
    const spec = api.support.sendComplaint;
    const res = await postMultipart(
      ctx.app,
      `/api${spec.path}`,
      [
        { name: 'title', value: 'Harita açılmıyor' },
        { name: 'body', value: 'Görev ekranında harita boş görünüyor.' },
        { name: 'category', value: 'hata-bildirimi' },
        { name: 'is_web', value: '1' },
        { name: 'images[]', filename: 'ekran.png', contentType: 'image/png', data: await png() },
      ],
      bearer(me.token),
    );
    expect(res.statusCode).toBe(200);
    expect(spec.response.parse(res.json()).message).toBe(
      'Mesajınız iletildi. Görüşleriniz için teşekkür ederiz.',
    );
  });
});

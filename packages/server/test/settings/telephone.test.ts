import { describe, expect, it } from 'vitest';
import { phoneChangeMessages } from '../../src/services/settings/telephone.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { DEFAULT_PASSWORD, signedInUser } from '../helpers/users.ts';
import { rowOf } from '../helpers/rows.ts';

/**
 * A lawyer's phone change: a code by SMS to the new number, the number his once the code is
 * confirmed; the answers never tell whether the number belongs to another account.
 */
const ctx = testAppSuite();

let address = 0;
/** Each test from its own address, so the per-address limit of one test does not reach another. */
const nextAddress = () => `10.9.0.${++address}`;

const post = (url: string, headers: Record<string, string>, payload: object, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/user/update/${url}`, headers, payload, remoteAddress });

const texts = (recipient: string) =>
  ctx.app.db.selectFrom('outbox').select('body').where('recipient', '=', recipient).orderBy('id').execute();

async function lastCode(recipient: string): Promise<string> {
  const rows = await texts(recipient);
  const match = /(\d{6})/.exec(rows.at(-1)?.body ?? '');
  if (!match) throw new Error(`no code sent to ${recipient}`);
  return match[1]!;
}

let numbers = 0;
const freshNumber = () =>
  `0549${String(Date.now() % 1000).padStart(3, '0')}${String(++numbers).padStart(4, '0')}`;

const telephoneOf = async (id: number) => (await rowOf(ctx.app, 'users', { id }, ['telephone'])).telephone;

describe('user/update/telephone', () => {
  it('given a new number / sends the code to it, keeps the old number until the code is confirmed, then switches', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    const ip = nextAddress();
    const number = freshNumber();
    // As the mask sends it or as typed: the leading 0 is added.
    const sent = await post('telephone', headers, { telephone: number.slice(1) }, ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(phoneChangeMessages.sent);
    expect(await telephoneOf(user.id)).toBe(user.telephone);
    const code = await lastCode(number);
    const done = await post('telephone/verify', headers, { code }, ip);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: phoneChangeMessages.changed, data: { telephone: number } });
    expect(await telephoneOf(user.id)).toBe(number);
    // The old number is told; the code cannot be used twice.
    expect((await texts(user.telephone)).at(-1)?.body).toMatch(/telefon numarası değiştirildi/);
    expect((await post('telephone/verify', headers, { code }, ip)).statusCode).toBe(422);
    // The new number signs in.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { telephone: number, password: DEFAULT_PASSWORD },
      remoteAddress: ip,
    });
    expect(login.statusCode).toBe(200);
  });

  it('given his own number / refuses with the specification’s message and sends nothing', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    const before = (await texts(user.telephone)).length;
    const res = await post('telephone', headers, { telephone: user.telephone }, nextAddress());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Aynı Telefon Numarasını Giremezsiniz!',
      errors: { telephone: ['Aynı Telefon Numarasını Giremezsiniz!'] },
    });
    expect(await texts(user.telephone)).toHaveLength(before);
  });

  it.each([['12345'], ['04321234567'], ['']])(
    'given %j / answers 422 on telephone in Turkish',
    async (telephone) => {
      const { headers } = await signedInUser(ctx.app);
      const res = await post('telephone', headers, { telephone }, nextAddress());
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.telephone[0]).toMatch(/telefon/i);
    },
  );

  it('given another account’s number / answers exactly as for a free one, and the number’s holder alone is told', async () => {
    const { user: holder } = await signedInUser(ctx.app);
    const { user, headers } = await signedInUser(ctx.app);
    const ip = nextAddress();
    const taken = await post('telephone', headers, { telephone: holder.telephone }, ip);
    const free = await post(
      'telephone',
      (await signedInUser(ctx.app)).headers,
      { telephone: freshNumber() },
      ip,
    );
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());
    // The holder gets a notice without a code; guesses are answered as for any number.
    const notice = (await texts(holder.telephone)).at(-1)?.body ?? '';
    expect(notice).toMatch(/zaten bir Meslektaş hesabına kayıtlı/);
    expect(notice).not.toMatch(/\d{6}/);
    const guess = await post('telephone/verify', headers, { code: '000000' }, ip);
    expect(guess.statusCode).toBe(422);
    expect(guess.json().message).toBe('Doğrulama kodu hatalı. Kalan deneme hakkınız: 4.');
    expect(await telephoneOf(user.id)).toBe(user.telephone);
  });

  it('counts each wrong code before answering; the sixth is refused even with the right code', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    const ip = nextAddress();
    const number = freshNumber();
    await post('telephone', headers, { telephone: number }, ip);
    const code = await lastCode(number);
    const wrong = code === '111111' ? '222222' : '111111';
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('telephone/verify', headers, { code: wrong }, ip)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([422, 422, 422, 422, 422, 422]);
    const right = await post('telephone/verify', headers, { code }, ip);
    expect(right.statusCode).toBe(422);
    expect(right.json().message).toMatch(/Çok fazla hatalı deneme/);
    expect(await telephoneOf(user.id)).toBe(user.telephone);
  });

  it('given the number was taken between the code and its confirmation / changes nothing', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    const ip = nextAddress();
    const number = freshNumber();
    await post('telephone', headers, { telephone: number }, ip);
    const code = await lastCode(number);
    await signedInUser(ctx.app, { telephone: number });
    const res = await post('telephone/verify', headers, { code }, ip);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code).toEqual([phoneChangeMessages.notChanged]);
    expect(await telephoneOf(user.id)).toBe(user.telephone);
  });

  it('limits the codes per lawyer and per number with 429 in Turkish', async () => {
    const { headers } = await signedInUser(ctx.app);
    const ip = nextAddress();
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await post('telephone', headers, { telephone: freshNumber() }, ip));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.json().message).toMatch(/Çok fazla deneme yaptınız/);
    // One number, several accounts: the number's own limit.
    const target = freshNumber();
    const perNumber = [];
    for (let i = 0; i < 4; i++) {
      perNumber.push(
        await post('telephone', (await signedInUser(ctx.app)).headers, { telephone: target }, nextAddress()),
      );
    }
    expect(perNumber.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
  });

  it('needs a signed-in lawyer', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update/telephone',
      payload: { telephone: freshNumber() },
    });
    expect(res.statusCode).toBe(401);
  });
});

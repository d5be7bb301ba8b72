import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientErrorMessages } from '../src/plugins/client-errors.ts';
import { testAppSuite } from './helpers/test-app.ts';
import { errorBody } from './helpers/contract.ts';

const ctx = testAppSuite();
let port: number;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

/** Sends raw bytes on one keep-alive socket and collects everything until the server closes it. */
function rawExchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', (err) => (answer ? resolve(answer) : reject(err)));
  });
}

describe('requests that fail before any route', () => {
  it('given /api/% / answers 400 in Turkish JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/%' });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toEqual({ message: clientErrorMessages.badUrl });
  });

  it('given an over-long path parameter / answers 414 in Turkish JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/user/yetkibelgesi/${'1'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(errorBody(res)).toEqual({ message: clientErrorMessages.uriTooLong });
  });

  it('given an over-large header / answers 431 in Turkish and says the socket closes', async () => {
    const answer = await rawExchange(
      `GET /api/constants HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/\r\nConnection: close\r\n|\r\nConnection: close$/i);
    expect(JSON.parse(body ?? '')).toEqual({ message: clientErrorMessages.headersTooLarge });
  });

  it('given bytes that are not HTTP / answers 400 in Turkish and closes', async () => {
    const answer = await rawExchange('BU BİR HTTP İSTEĞİ DEĞİL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/Connection: close/i);
    expect(answer).toContain(JSON.stringify({ message: clientErrorMessages.malformed }));
  });
});

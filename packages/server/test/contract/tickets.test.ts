import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { lifecycleSuite } from '../helpers/missions.ts';

const ctx = lifecycleSuite();

describe('contract: tickets', () => {
  it('api.tickets.list and send answer their declared shapes', async () => {
    const me = await ctx.lawyer();
    const sent = await ctx.call(me, 'POST', api.tickets.send.path.slice(1), {
      option: 7,
      message: 'Faturamı nereden indirebilirim?',
    });
    expect(sent.statusCode).toBe(200);
    expect(api.tickets.send.response.parse(sent.json()).data.status).toBe('pending');
    const list = await ctx.call(me, 'GET', api.tickets.list.path.slice(1));
    expect(list.statusCode).toBe(200);
    const parsed = api.tickets.list.response.parse(list.json());
    expect(parsed.data.tickets).toHaveLength(1);
    expect(parsed.data.options.length).toBeGreaterThan(3);
  });
});

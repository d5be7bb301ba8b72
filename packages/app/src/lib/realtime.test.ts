import { describe, expect, it } from 'vitest';
import { echoOptions } from './realtime.ts';

const config = {
  key: 'meslektas',
  cluster: 'mt1',
  host: null,
  port: null,
  forceTLS: null,
  authEndpoint: '/api/broadcasting/auth',
};

describe('echo options', () => {
  it('given no host or port in the config / connects to the page’s own host and port', () => {
    const o = echoOptions(config, { hostname: 'app.example.test', port: '3100', protocol: 'http:' }, 'tok');
    expect(o).toMatchObject({
      broadcaster: 'pusher',
      key: 'meslektas',
      wsHost: 'app.example.test',
      wsPort: 3100,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      authEndpoint: '/api/broadcasting/auth',
      auth: { headers: { Authorization: 'Bearer tok' } },
    });
  });

  it('on https without a port / uses TLS on 443', () => {
    const o = echoOptions(config, { hostname: 'meslektas.example', port: '', protocol: 'https:' }, null);
    expect(o.forceTLS).toBe(true);
    expect(o.wssPort).toBe(443);
    expect(o.auth.headers).toEqual({});
  });

  it('given a host and port in the config / uses them', () => {
    const o = echoOptions(
      { ...config, host: 'ws.example', port: 6001, forceTLS: true },
      { hostname: 'x', port: '80', protocol: 'http:' },
      null,
    );
    expect(o).toMatchObject({ wsHost: 'ws.example', wsPort: 6001, forceTLS: true });
  });
});

import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('environment', () => {
  it('defaults the API prefix to /api and trims a trailing slash', () => {
    expect(parseEnv({}).apiBase).toBe('/api');
    expect(parseEnv({ VITE_API_BASE: 'https://api.example.test/api/' }).apiBase).toBe(
      'https://api.example.test/api',
    );
  });

  it('refuses a prefix that is neither a path nor a URL, saying what it got', () => {
    expect(() => parseEnv({ VITE_API_BASE: 'api' })).toThrow(EnvError);
    expect(() => parseEnv({ VITE_API_BASE: 'api' })).toThrow(/"api"/);
  });
});

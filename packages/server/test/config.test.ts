import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, SQLite in data/app.db and demo data on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sqlitePath.endsWith('data/app.db')).toBe(true);
    expect(config.seedDemo).toBe(true);
  });

  it('selects PostgreSQL for a postgres:// DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).databaseUrl).toBe('postgres://localhost/x');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
  ])('rejects %o with a readable message', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(pattern);
  });

  it('reads SEED_DEMO=false', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  describe('LOG_FORMAT', () => {
    it('given no LOG_FORMAT / logs JSON lines (what `pnpm start` and production get)', () => {
      expect(loadConfig({}).logFormat).toBe('json');
      expect(loadConfig({ LOG_FORMAT: ' ' }).logFormat).toBe('json');
    });

    it.each([
      ['pretty', 'pretty'],
      [' Pretty ', 'pretty'],
      ['json', 'json'],
      ['JSON', 'json'],
    ])('given LOG_FORMAT=%j / uses %s', (raw, format) => {
      expect(loadConfig({ LOG_FORMAT: raw }).logFormat).toBe(format);
    });

    it('given an unknown format / names the variable and the accepted values', () => {
      expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(ConfigError);
      expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(
        'LOG_FORMAT must be json or pretty, got "text".',
      );
    });
  });
});

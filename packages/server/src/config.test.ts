import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_API_KEY, loadConfig, parseApiKeys } from './config';

describe('loadConfig', () => {
  it('has working defaults, with the development key', () => {
    const c = loadConfig({}, '/repo');
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      dataDir: '/repo/.data',
      siteDir: '/repo/site/dist',
      assetsDir: '/repo/packages/data/assets',
      messagesDir: '/repo/packages/games/src/i18n/locales',
      timeZone: 'UTC',
      resetMinutes: 0,
      databaseUrl: undefined,
      usingDevKey: true,
      bodyLimit: 16384,
      rateLimit: { max: 60, windowMs: 60_000, store: 'memory' },
      statsPerAddress: 500,
      shutdownTimeoutMs: 10_000,
      metrics: { token: undefined, port: undefined, host: '127.0.0.1' },
    });
    expect([...c.apiKeys]).toEqual([[DEV_API_KEY, '*']]);
  });

  it('counts write budgets in PostgreSQL when it is the database, unless told otherwise', () => {
    const pg = { DATABASE_URL: 'postgres://u@db:5432/x' };
    expect(loadConfig(pg, '/repo').rateLimit.store).toBe('database');
    expect(loadConfig({ ...pg, RATE_LIMIT_STORE: 'memory' }, '/repo').rateLimit.store).toBe(
      'memory',
    );
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' }, '/repo')).toThrow(/RATE_LIMIT_STORE/);
  });

  it('reads the metrics, counter and shutdown settings, and refuses bad ones', () => {
    const c = loadConfig(
      {
        METRICS_TOKEN: 'scrape-token-0123456789',
        METRICS_PORT: '9464',
        METRICS_HOST: '0.0.0.0',
        STATS_PER_ADDRESS: '50',
        SHUTDOWN_TIMEOUT_MS: '25000',
      },
      '/repo',
    );
    expect(c.metrics).toEqual({ token: 'scrape-token-0123456789', port: 9464, host: '0.0.0.0' });
    expect(c.statsPerAddress).toBe(50);
    expect(c.shutdownTimeoutMs).toBe(25_000);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' }, '/repo')).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: '70000' }, '/repo')).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ STATS_PER_ADDRESS: '0' }, '/repo')).toThrow(/STATS_PER_ADDRESS/);
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        HOST: '0.0.0.0',
        PORT: '9000',
        DATABASE_URL: 'postgres://u@db:5432/x',
        GUESSDLE_DATA_DIR: '/var/lib/guessdle',
        RESET_TIME_ZONE: 'Europe/Madrid',
        RESET_TIME: '06:30',
        API_KEYS: 'site-key-123:https://a.example|https://b.example,partner-key:*',
        SITE_API_KEY: 'site-key-123',
        RATE_LIMIT_MAX: '5',
        TRUST_PROXY: '1',
        PUBLIC_URL: 'https://guessdle.example/',
      },
      '/repo',
    );
    expect(c).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      databaseUrl: 'postgres://u@db:5432/x',
      dataDir: '/var/lib/guessdle',
      timeZone: 'Europe/Madrid',
      resetMinutes: 390,
      usingDevKey: false,
      rateLimit: { max: 5, windowMs: 60000 },
      trustProxy: 1,
      publicUrl: 'https://guessdle.example',
      siteApiKey: 'site-key-123',
    });
    expect(c.apiKeys.get('site-key-123')).toEqual(['https://a.example', 'https://b.example']);
    expect(c.apiKeys.get('partner-key')).toBe('*');
    expect(c.apiKeys.has(DEV_API_KEY)).toBe(false);
  });

  it('takes TRUST_PROXY as a hop count or the proxies\' addresses, never "every hop"', () => {
    expect(loadConfig({}, '/repo').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }, '/repo').trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }, '/repo').trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, '/repo')).toThrow(/number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' }, '/repo')).toThrow(/TRUST_PROXY/);
  });

  it('takes PUBLIC_URL as an origin; without it, the address it listens on', () => {
    expect(loadConfig({ PORT: '9000' }, '/repo').publicUrl).toBe('http://127.0.0.1:9000');
    expect(() => loadConfig({ PUBLIC_URL: 'https://a.example/path' }, '/repo')).toThrow(
      /PUBLIC_URL/,
    );
  });

  it('plays Crono runs of 60 s after a 3 s countdown unless told to shorten them', () => {
    expect(loadConfig({}, '/repo').crono).toEqual({ roundMs: 60_000, countdownMs: 3000 });
    expect(
      loadConfig({ CRONO_ROUND_SECONDS: '8', CRONO_COUNTDOWN_SECONDS: '0' }, '/repo').crono,
    ).toEqual({ roundMs: 8000, countdownMs: 0 });
    expect(() => loadConfig({ CRONO_ROUND_SECONDS: '0' }, '/repo')).toThrow(/CRONO_ROUND_SECONDS/);
  });

  it('takes LAUNCH_DATE as a real YYYY-MM-DD date, unset by default', () => {
    expect(loadConfig({}, '/repo').launchDate).toBeUndefined();
    expect(loadConfig({ LAUNCH_DATE: ' ' }, '/repo').launchDate).toBeUndefined();
    expect(loadConfig({ LAUNCH_DATE: '2025-03-01' }, '/repo').launchDate).toBe('2025-03-01');
    for (const bad of ['2025-02-30', '1/3/2025', '2025-3-1']) {
      expect(() => loadConfig({ LAUNCH_DATE: bad }, '/repo')).toThrow(/LAUNCH_DATE/);
    }
  });

  it('lists every invalid variable at once', () => {
    expect(() =>
      loadConfig({
        PORT: 'x',
        RESET_TIME_ZONE: 'Mars/Base',
        RESET_TIME: '25:00',
        DATABASE_URL: 'mysql://x',
      }),
    ).toThrowError(/PORT[\s\S]*DATABASE_URL[\s\S]*RESET_TIME_ZONE[\s\S]*RESET_TIME/);
    expect(() => loadConfig({ API_KEYS: 'short:*' })).toThrowError(ConfigError);
  });
});

describe('SITE_API_KEY (the key published in /config.js)', () => {
  it('defaults to the development key when API_KEYS is unset', () => {
    expect(loadConfig({}).siteApiKey).toBe(DEV_API_KEY);
  });

  it('is required when API_KEYS is set: no key is guessed and published', () => {
    expect(() => loadConfig({ API_KEYS: 'partner-key:*' })).toThrowError(
      /SITE_API_KEY: API_KEYS is set, so name the key the website uses/,
    );
  });

  it('must be one of the keys', () => {
    expect(() =>
      loadConfig({ API_KEYS: 'partner-key:*', SITE_API_KEY: 'other-key-1' }),
    ).toThrowError(/SITE_API_KEY: must be one of the keys in API_KEYS/);
    expect(() => loadConfig({ SITE_API_KEY: 'other-key-1' })).toThrowError(
      /only "guessdle-dev-key"/,
    );
  });
});

describe('parseApiKeys', () => {
  it('accepts the JSON object and list forms', () => {
    expect([...parseApiKeys('{"key-one-123":["https://a.example"],"key-two-123":"*"}')]).toEqual([
      ['key-one-123', ['https://a.example']],
      ['key-two-123', '*'],
    ]);
    expect([
      ...parseApiKeys('[{"key":"key-one-123","origins":["http://localhost:5173"]}]'),
    ]).toEqual([['key-one-123', ['http://localhost:5173']]]);
  });

  it.each([
    ['an origin with a path', 'key-one-123:https://a.example/path'],
    ['a missing origin list', 'key-one-123'],
    ['a duplicate key', 'key-one-123:*,key-one-123:*'],
    ['broken JSON', '{"key-one-123":'],
    ['no key at all', ' , '],
  ])('rejects %s', (_label, raw) => {
    expect(() => parseApiKeys(raw)).toThrow();
  });
});

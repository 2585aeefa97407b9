import { describe, expect, it } from 'vitest';
import { configurationWarnings, devChatEnabled, parseEnv } from '@/server/env';
import { configurationSummary } from '@/server/startup';

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env).toMatchObject({
      PORT: 8080,
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:8080',
      ADMIN_PHONES: [],
      WHATSAPP_API_BASE: 'https://graph.facebook.com/v21.0',
      QUERY_UNDERSTANDING: 'rules',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
    });
  });

  it('points sign-in links at the port the server listens on unless PUBLIC_URL says otherwise', () => {
    expect(parseEnv({ PORT: '18080' }).PUBLIC_URL).toBe('http://localhost:18080');
    expect(parseEnv({ PORT: '18080', PUBLIC_URL: 'https://sell.example.co.zw' }).PUBLIC_URL).toBe(
      'https://sell.example.co.zw',
    );
  });

  it('reads admin phones as digits and ignores blanks', () => {
    expect(parseEnv({ ADMIN_PHONES: '+263 77 123 4567, ,263712345678' }).ADMIN_PHONES).toEqual([
      '263771234567',
      '263712345678',
    ]);
  });

  it("names the marketplace with MARKETPLACE_NAME, never with Meta's trademark", () => {
    expect(parseEnv({}).MARKETPLACE_NAME).toBe('Musika');
    expect(parseEnv({ MARKETPLACE_NAME: '  Bulawayo Traders  ' }).MARKETPLACE_NAME).toBe(
      'Bulawayo Traders',
    );
    expect(() => parseEnv({ MARKETPLACE_NAME: 'Zim WhatsApp Market' })).toThrow(
      /MARKETPLACE_NAME="Zim WhatsApp Market"[\s\S]*trademark/,
    );
    expect(() => parseEnv({ MARKETPLACE_NAME: '   ' })).toThrow(/MARKETPLACE_NAME/);
    expect(() => parseEnv({ MARKETPLACE_NAME: 'x'.repeat(61) })).toThrow(/MARKETPLACE_NAME/);
    expect(() => parseEnv({ MARKETPLACE_NAME: 'Two\nlines' })).toThrow(/MARKETPLACE_NAME/);
  });

  it('names every bad variable in one clear message', () => {
    expect(() =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://db', QUERY_UNDERSTANDING: 'magic' }),
    ).toThrow(/PORT="eighty"[\s\S]*DATABASE_URL="mysql:\/\/db"[\s\S]*QUERY_UNDERSTANDING="magic"/);
  });

  it('treats an empty DATABASE_URL as unset and drops a trailing slash of PUBLIC_URL', () => {
    const env = parseEnv({ DATABASE_URL: '', PUBLIC_URL: 'https://sell.example.co.zw/' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('https://sell.example.co.zw');
  });
});

describe('unsafe combinations stop the server at start', () => {
  const live = {
    WHATSAPP_TOKEN: 'token',
    WHATSAPP_PHONE_NUMBER_ID: '1234',
    WHATSAPP_APP_SECRET: 'secret',
    WHATSAPP_VERIFY_TOKEN: 'verify',
    PUBLIC_URL: 'https://sell.example.co.zw',
    ADMIN_PHONES: '263771234567',
  };

  it('starts a fresh clone with no variables, the development chat off', () => {
    const env = parseEnv({});
    expect(env.DEV_CHAT).toBe(false);
    expect(devChatEnabled(env)).toBe(false);
    expect(devChatEnabled(parseEnv({ DEV_CHAT: '1' }))).toBe(true);
  });

  it('accepts a complete deployment', () => {
    const env = parseEnv({ ...live, NODE_ENV: 'production' });
    expect(devChatEnabled(env)).toBe(false);
    // Tests and local trials may point links at this machine over http.
    expect(() => parseEnv({ ...live, PUBLIC_URL: 'http://localhost:8080' })).not.toThrow();
  });

  it('refuses WhatsApp credentials without WHATSAPP_APP_SECRET', () => {
    expect(() => parseEnv({ ...live, WHATSAPP_APP_SECRET: '' })).toThrow(
      /WHATSAPP_APP_SECRET: required/,
    );
  });

  it('refuses WhatsApp credentials with a PUBLIC_URL that is not https', () => {
    expect(() => parseEnv({ ...live, PUBLIC_URL: 'http://sell.example.co.zw' })).toThrow(
      /PUBLIC_URL="http:\/\/sell.example.co.zw": must be https/,
    );
  });

  it('refuses NODE_ENV=production without WhatsApp credentials', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID: required with NODE_ENV=production/,
    );
  });

  it('refuses NODE_ENV=production with an empty ADMIN_PHONES, naming it', () => {
    expect(() => parseEnv({ ...live, NODE_ENV: 'production', ADMIN_PHONES: ' , ' })).toThrow(
      /ADMIN_PHONES: required with NODE_ENV=production/,
    );
    // Outside production it starts, with a warning.
    expect(() => parseEnv({ ...live, ADMIN_PHONES: '' })).not.toThrow();
  });

  it("refuses NODE_ENV=production with WhatsApp but no WHATSAPP_VERIFY_TOKEN (Meta's handshake)", () => {
    expect(() => parseEnv({ ...live, NODE_ENV: 'production', WHATSAPP_VERIFY_TOKEN: '' })).toThrow(
      /WHATSAPP_VERIFY_TOKEN: required with NODE_ENV=production and WhatsApp credentials/,
    );
    expect(() => parseEnv({ ...live, WHATSAPP_VERIFY_TOKEN: '' })).not.toThrow();
  });

  it('refuses half the credentials', () => {
    expect(() => parseEnv({ WHATSAPP_TOKEN: 'token' })).toThrow(
      /WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID: set both/,
    );
  });

  it('refuses DEV_CHAT in production or beside WhatsApp credentials, naming every problem', () => {
    expect(() => parseEnv({ ...live, NODE_ENV: 'production', DEV_CHAT: '1' })).toThrow(/DEV_CHAT/);
    expect(() => parseEnv({ ...live, DEV_CHAT: 'true' })).toThrow(/DEV_CHAT/);
    expect(() =>
      parseEnv({ WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1', PUBLIC_URL: 'http://a.b' }),
    ).toThrow(/WHATSAPP_APP_SECRET[\s\S]*PUBLIC_URL="http:\/\/a.b"/);
  });

  it('reads the per-seller limits with their defaults', () => {
    expect(parseEnv({})).toMatchObject({
      SELLER_LISTINGS_PER_HOUR: 100,
      SELLER_UPLOADS_PER_HOUR: 400,
      SELLER_MAX_LISTINGS: 1000,
    });
    expect(parseEnv({ SELLER_MAX_LISTINGS: '5' }).SELLER_MAX_LISTINGS).toBe(5);
    expect(() => parseEnv({ SELLER_UPLOADS_PER_HOUR: '0' })).toThrow(/SELLER_UPLOADS_PER_HOUR/);
  });

  it('reads the slow-client limits with their defaults, and refuses nonsense', () => {
    expect(parseEnv({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_BODY_WINDOW_MS: 15_000,
      HTTP_BODY_MIN_RATE: 1024,
      HTTP_REQUEST_TIMEOUT_MS: 600_000,
      MAX_CONNECTIONS_PER_ADDRESS: 64,
      IMAGE_WORKERS: expect.any(Number),
      IMAGE_QUEUE: 16,
    });
    expect(parseEnv({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(0);
    expect(() => parseEnv({ HTTP_HEADERS_TIMEOUT_MS: '5' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
    expect(() => parseEnv({ HTTP_BODY_MIN_RATE: 'fast' })).toThrow(/HTTP_BODY_MIN_RATE/);
    expect(() => parseEnv({ MAX_CONNECTIONS_PER_ADDRESS: '-1' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS/,
    );
  });
});

describe('settings an operator should hear about at start', () => {
  const complete = {
    WHATSAPP_TOKEN: 'token',
    WHATSAPP_PHONE_NUMBER_ID: '1234',
    WHATSAPP_APP_SECRET: 'secret',
    WHATSAPP_VERIFY_TOKEN: 'verify',
    PUBLIC_URL: 'https://sell.example.co.zw',
    ADMIN_PHONES: '263771234567',
    DATABASE_URL: 'postgres://db/market',
  };

  it('says nothing of a complete deployment', () => {
    expect(configurationWarnings(parseEnv({ ...complete, NODE_ENV: 'production' }))).toEqual([]);
  });

  it('warns of an empty ADMIN_PHONES', () => {
    expect(configurationWarnings(parseEnv({ ...complete, ADMIN_PHONES: '' }))).toEqual([
      'ADMIN_PHONES is empty: no one can open the admin dashboard or moderate listings.',
    ]);
  });

  it('warns of a WhatsApp app secret without WHATSAPP_VERIFY_TOKEN', () => {
    const env = parseEnv({ WHATSAPP_APP_SECRET: 'secret', ADMIN_PHONES: '263771234567' });
    expect(configurationWarnings(env)).toEqual([
      "WHATSAPP_VERIFY_TOKEN is not set: Meta's webhook handshake (GET /api/webhooks/whatsapp) gets 403.",
    ]);
  });

  it('warns of the embedded database under NODE_ENV=production, and starts', () => {
    const env = parseEnv({ ...complete, DATABASE_URL: '', NODE_ENV: 'production' });
    const [warning, ...rest] = configurationWarnings(env);
    expect(rest).toEqual([]);
    expect(warning).toMatch(/^DATABASE_URL is not set with NODE_ENV=production: the embedded/);
  });

  it('sums up the configuration naming secrets that are set, never their values', () => {
    const env = parseEnv({
      ...complete,
      WHATSAPP_TOKEN: 'wa-value-1',
      WHATSAPP_APP_SECRET: 'app-value-2',
      WHATSAPP_VERIFY_TOKEN: 'verify-value-3',
      METRICS_TOKEN: 'metrics-value-4',
      DATABASE_URL: 'postgres://user:db-password-5@db/market',
      S3_BUCKET: 'photos',
    });
    const summary = configurationSummary(env, '/srv/data');
    expect(summary).toMatchObject({
      database: 'postgres',
      store: 's3',
      bucket: 'photos',
      jobQueue: 'pg-boss',
      whatsapp: 'cloud-api',
      metricsAccess: 'token',
      adminPhones: 1,
      secretsSet: [
        'WHATSAPP_TOKEN',
        'WHATSAPP_APP_SECRET',
        'WHATSAPP_VERIFY_TOKEN',
        'METRICS_TOKEN',
      ],
    });
    const text = JSON.stringify(summary);
    for (const value of ['value-1', 'value-2', 'value-3', 'value-4', 'password-5', 'postgres://']) {
      expect(text).not.toContain(value);
    }
  });
});

describe('who may read the metrics (METRICS_ALLOW)', () => {
  it('reads addresses and CIDR ranges, and names a bad entry', () => {
    expect(parseEnv({ METRICS_ALLOW: ' 10.0.0.0/8 ,192.0.2.7,fd00::/8, ' }).METRICS_ALLOW).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
    ]);
    expect(parseEnv({}).METRICS_ALLOW).toEqual([]);
    for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0.1/8/2', '300.1.1.1', '::1/129']) {
      expect(() => parseEnv({ METRICS_ALLOW: bad }), bad).toThrow(/METRICS_ALLOW=.*not an address/);
    }
  });
});

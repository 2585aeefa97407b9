import { describe, expect, it } from 'vitest';
import { devChatEnabled, parseEnv } from '@/server/env';

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

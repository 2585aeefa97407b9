import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/env';

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

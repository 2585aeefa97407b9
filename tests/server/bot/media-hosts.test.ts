/**
 * The media download sends the WhatsApp token to Meta's hosts only: the URL the media lookup
 * answers, and every redirect, is checked before anything is fetched from it.
 */
import { describe, expect, it } from 'vitest';
import { CloudApiMedia } from '@/server/bot/whatsapp/media';
import type { BotLogger } from '@/server/logger';

const API_BASE = 'https://graph.facebook.com/v21.0';
const TOKEN = 'secret-token';

interface Call {
  url: string;
  authorization: string | null;
}

/** A stand-in for the Cloud API: the lookup answers `url`; other URLs answer as `answers` say. */
function cloudApi(url: string, answers: Record<string, () => Response> = {}) {
  const calls: Call[] = [];
  const fetchImpl = ((input: RequestInfo | URL, init?: RequestInit) => {
    const target = String(input);
    calls.push({ url: target, authorization: new Headers(init?.headers).get('authorization') });
    if (target === `${API_BASE}/m1`) {
      return Promise.resolve(Response.json({ url, mime_type: 'image/jpeg', file_size: 3 }));
    }
    const answer = answers[target];
    return Promise.resolve(answer ? answer() : new Response(new Uint8Array([1, 2, 3])));
  }) as typeof fetch;
  const warnings: { message: string; data?: Record<string, unknown> }[] = [];
  const logger: BotLogger = {
    info: () => undefined,
    warn: (message, data) => warnings.push({ message, data }),
    error: () => undefined,
  };
  const media = new CloudApiMedia({ apiBase: API_BASE, token: TOKEN, fetchImpl, logger });
  return { media, calls, warnings };
}

describe('media downloads', () => {
  it.each([
    'https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=1',
    'https://mmg.whatsapp.net/v/t62/1.jpg',
    'https://scontent.xx.fbcdn.net/v/1.jpg',
    'https://graph.facebook.com/v21.0/m1/download',
  ])('fetch from Meta with the token: %s', async (url) => {
    const { media, calls } = cloudApi(url);
    const download = await media.download('m1');
    expect(download).toMatchObject({ ok: true, mime: 'image/jpeg' });
    expect(calls.map((call) => call.url)).toEqual([`${API_BASE}/m1`, url]);
    expect(calls.every((call) => call.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it.each([
    'https://evil.example/photo.jpg',
    'https://fbsbx.com.evil.example/photo.jpg',
    'https://evilfbsbx.com/photo.jpg',
    'https://lookaside.fbsbx.com@evil.example/photo.jpg',
    'http://lookaside.fbsbx.com/photo.jpg',
  ])('refuse and log any other host, sending it nothing: %s', async (url) => {
    const { media, calls, warnings } = cloudApi(url);
    const download = await media.download('m1');
    expect(download).toMatchObject({ ok: false, reason: 'failed' });
    expect(calls.map((call) => call.url)).toEqual([`${API_BASE}/m1`]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(/not a Meta host/);
    expect(JSON.stringify(warnings)).not.toContain(TOKEN);
  });

  it('refuse a redirect off Meta before following it', async () => {
    const first = 'https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=2';
    const { media, calls, warnings } = cloudApi(first, {
      [first]: () =>
        new Response(null, { status: 302, headers: { Location: 'https://evil.example/x.jpg' } }),
    });
    expect(await media.download('m1')).toMatchObject({ ok: false, reason: 'failed' });
    expect(calls.map((call) => call.url)).toEqual([`${API_BASE}/m1`, first]);
    expect(warnings[0]?.data).toEqual({ host: 'evil.example' });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '@/domain/schemas/moderation';
import { REPORTS_PER_ADDRESS } from '@/server/moderation';
import { createTestServer, sampleListing, type SignedIn, type TestServer } from '../helpers';

let server: TestServer;
let seller: SignedIn;
let listingId: string;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (
  id: string,
  fields: Record<string, string>,
  address = '198.51.100.7',
  headers: Record<string, string> = {},
) =>
  server.request(`/l/${id}/report`, {
    method: 'POST',
    body: form(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    address,
  });

async function reportsOf(id: string) {
  const result = await server.db.execute<{ reason: string; note: string | null; key: string }>(
    sql`SELECT reason, note, reporter_key AS key FROM listing_reports WHERE listing_id = ${id}`,
  );
  return result.rows;
}

beforeAll(async () => {
  server = await createTestServer();
  seller = await server.signInAs('263718200001');
  const created = await server.request('/api/listings', {
    method: 'POST',
    token: seller.token,
    body: sampleListing({ title: 'iPhone 15 for $100 <cheap>' }),
  });
  listingId = ((await created.json()) as { _id: string })._id;
});
afterAll(() => server.close());

describe('the public page report form', () => {
  it('is linked from the listing page', async () => {
    const page = await (await server.request(`/l/${listingId}`)).text();
    expect(page).toContain(
      `<a class="link" href="/l/${listingId}/report" rel="nofollow">Report this listing</a>`,
    );
  });

  it('is a plain POST form with the reasons as radio buttons, allowed by its CSP', async () => {
    const response = await server.request(`/l/${listingId}/report`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('script-src');
    const html = await response.text();
    expect(html).toContain(`<form method="post" action="/l/${listingId}/report">`);
    for (const reason of REPORT_REASONS) {
      expect(html).toContain(`value="${reason}" required>${REPORT_REASON_LABELS[reason]}</label>`);
    }
    expect(html).toContain('iPhone 15 for $100 &lt;cheap&gt;');
    expect(html).not.toContain('<script');
  });

  it('thanks the buyer, says what happens next, and counts one address once', async () => {
    const sent = await post(listingId, { reason: 'scam', note: 'Asked for money first' });
    expect(sent.status).toBe(200);
    const html = await sent.text();
    expect(html).toContain('Thank you for your report');
    expect(html).toContain('Our team will look at this listing');
    expect((await post(listingId, { reason: 'other' })).status).toBe(200);
    const stored = await reportsOf(listingId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reason: 'scam', note: 'Asked for money first' });
    expect(stored[0]?.key).toMatch(/^visitor:/);
    expect(stored[0]?.key).not.toContain('198.51.100.7');
  });

  it('keeps what was typed when the reason is missing or the note too long', async () => {
    const noReason = await post(listingId, { reason: 'nonsense', note: 'He <never> answers' });
    expect(noReason.status).toBe(422);
    const html = await noReason.text();
    expect(html).toContain('Choose what is wrong with this listing.');
    expect(html).toContain('He &lt;never&gt; answers</textarea>');

    const long = await post(listingId, { reason: 'sold', note: 'x'.repeat(501) });
    expect(long.status).toBe(422);
    const longHtml = await long.text();
    expect(longHtml).toContain('Keep the note to 500 characters or fewer.');
    expect(longHtml).toContain('value="sold" required checked');
    expect(longHtml).toContain(`${'x'.repeat(501)}</textarea>`);
    expect(await reportsOf(listingId)).toHaveLength(1);
  });

  it('limits reports per network address, an IPv6 /64 counting as one', async () => {
    for (let n = 0; n < REPORTS_PER_ADDRESS; n++) {
      const address = `2001:db8:1:2::${n + 1}`;
      expect((await post(listingId, { reason: 'scam' }, address)).status).toBe(200);
    }
    const refused = await post(listingId, { reason: 'scam' }, '2001:db8:1:2:ffff::9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Too many reports');
    // Another network is not held back.
    expect((await post(listingId, { reason: 'scam' }, '2001:db8:9:9::1')).status).toBe(200);
  });

  it('refuses a post made from another website, counting nothing', async () => {
    const own = new URL(server.env.PUBLIC_URL).origin;
    const address = '203.0.113.77';
    const crossSite: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'null' },
    ];
    for (const headers of crossSite) {
      const refused = await post(listingId, { reason: 'scam' }, address, headers);
      expect(refused.status).toBe(403);
      const html = await refused.text();
      expect(html).toContain('This report came from another website, so it was not sent.');
      expect(html).toContain(`<form method="post" action="/l/${listingId}/report">`);
    }
    const before = await reportsOf(listingId);
    expect(before.some((row) => row.reason === 'prohibited')).toBe(false);
    // The same post from the listing's own page is counted.
    const sent = await post(listingId, { reason: 'prohibited' }, address, {
      Origin: own,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(sent.status).toBe(200);
    const after = await reportsOf(listingId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((row) => row.reason === 'prohibited')).toHaveLength(1);
  });

  it('answers 404 for a listing that does not exist', async () => {
    expect((await server.request('/l/nope/report')).status).toBe(404);
    expect((await post('nope', { reason: 'scam' })).status).toBe(404);
  });
});

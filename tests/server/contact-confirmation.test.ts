/**
 * A seller's contact number reaches buyers only once it has confirmed itself over WhatsApp: the
 * number sends the bot "CONFIRM <code>" with the code the profile save returned. Until then the
 * buyers' chat link goes to the login phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_CODE_TTL_MS } from '@/server/auth/contact-check';
import { createTestServer, sampleListing, type SignedIn, type TestServer } from './helpers';
import { makeJpeg, uploadForm } from './images';

let server: TestServer;
let clock = new Date('2026-11-02T08:00:00Z');
const LOGIN = '263771230001';
const CONTACT = '263774560002';
const STRANGER = '263779990003';

beforeAll(async () => {
  server = await createTestServer({
    env: { LOG_LEVEL: 'silent', DEV_CHAT: '1' },
    deps: { now: () => clock },
  });
});
afterAll(() => server?.close());

async function chat(from: string, text: string) {
  const res = await server.request('/api/dev/chat', { method: 'POST', body: { from, text } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { replies: { text: string }[] }).replies.map((r) => r.text);
}

interface UserAnswer {
  contactNumber?: string;
  contactCheck?: { number: string; code?: string; expiresAt?: string };
}

async function saveProfile(who: SignedIn, contactNumber: string): Promise<UserAnswer> {
  const res = await server.request(`/api/users/${who.user._id}`, {
    method: 'PATCH',
    token: who.token,
    body: { displayName: 'Chipo Motors', contactNumber, city: 'Harare' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as UserAnswer;
}

async function dashboardUser(who: SignedIn): Promise<UserAnswer> {
  const res = await server.request('/api/users/dashboard', { token: who.token });
  return ((await res.json()) as { user: UserAnswer }).user;
}

async function chatTarget(who: SignedIn): Promise<string> {
  const upload = await server.request('/api/files/upload', {
    method: 'POST',
    token: who.token,
    body: uploadForm(await makeJpeg()),
  });
  const { _id: photo } = (await upload.json()) as { _id: string };
  const created = await server.request('/api/listings', {
    method: 'POST',
    token: who.token,
    body: sampleListing({ images: [photo] }),
  });
  const { _id: id } = (await created.json()) as { _id: string };
  const chatLink = await server.request(`/l/${id}/chat`);
  expect(chatLink.status).toBe(302);
  return /^https:\/\/wa\.me\/(\d+)\?/.exec(chatLink.headers.get('location') ?? '')?.[1] ?? '';
}

describe("the seller's contact number", () => {
  let seller: SignedIn;
  let code: string;

  beforeAll(async () => {
    seller = await server.signInAs(LOGIN);
  });

  it('needs no confirming when it is the login phone', async () => {
    const saved = await saveProfile(seller, '0771 230 001');
    expect(saved.contactCheck).toBeUndefined();
    expect(await chatTarget(seller)).toBe(LOGIN);
  });

  it('gets a code to confirm another number, and buyers reach the login phone meanwhile', async () => {
    const saved = await saveProfile(seller, '0774 560 002');
    expect(saved.contactCheck).toMatchObject({
      number: CONTACT,
      code: expect.stringMatching(/^\d{6}$/),
    });
    code = saved.contactCheck!.code!;
    // Saving again keeps the waiting code: the one the seller may already have sent stays good.
    expect((await saveProfile(seller, '+263 77 456 0002')).contactCheck?.code).toBe(code);
    expect((await dashboardUser(seller)).contactCheck?.code).toBe(code);
    expect(await chatTarget(seller)).toBe(LOGIN);
  });

  it('is not confirmed by the code sent from another number', async () => {
    const [reply] = await chat(STRANGER, `CONFIRM ${code}`);
    expect(reply).toContain('does not match');
    expect(await chatTarget(seller)).toBe(LOGIN);
  });

  it('is not confirmed by a wrong code from the number itself', async () => {
    const wrong = code === '000000' ? '000001' : '000000';
    const [reply] = await chat(CONTACT, `confirm ${wrong}`);
    expect(reply).toContain('does not match');
    expect(await chatTarget(seller)).toBe(LOGIN);
  });

  it('is confirmed by its own CONFIRM with the code, and buyers reach it from then on', async () => {
    const [reply] = await chat(CONTACT, `Confirm ${code.slice(0, 3)} ${code.slice(3)}`);
    expect(reply).toBe(
      "✅ Confirmed. Buyers of Chipo Motors's listings will now chat with you on this number.",
    );
    expect(await chatTarget(seller)).toBe(CONTACT);
    expect((await dashboardUser(seller)).contactCheck).toBeUndefined();
    // The code is spent.
    expect((await chat(CONTACT, `CONFIRM ${code}`))[0]).toContain('does not match');
    // Saving the same number again needs nothing more.
    expect((await saveProfile(seller, '0774560002')).contactCheck).toBeUndefined();
  });

  it('answers in Shona and Ndebele to their words for confirm', async () => {
    const other = await server.signInAs('263771230004');
    const first = (await saveProfile(other, '0774 560 005')).contactCheck!.code!;
    expect((await chat('263774560005', `simbisa ${first}`))[0]).toMatch(/^✅ Zvasimbiswa\./);
    const next = (await saveProfile(other, '0774 560 006')).contactCheck!.code!;
    expect((await chat('263774560006', `Qinisekisa ${next}`))[0]).toMatch(/^✅ Kuqinisekisiwe\./);
  });

  it('needs a new code once the old one expired, and a changed number needs confirming again', async () => {
    const pending = await saveProfile(seller, '0774 560 007');
    expect(pending.contactCheck?.number).toBe('263774560007');
    // Until it is confirmed, buyers go to the login phone, not the number confirmed before.
    expect(await chatTarget(seller)).toBe(LOGIN);
    clock = new Date(clock.getTime() + CONTACT_CODE_TTL_MS + 1000);
    // Still waiting, without a code: the app says to save again for a new one.
    expect((await dashboardUser(seller)).contactCheck).toEqual({ number: '263774560007' });
    expect((await chat('263774560007', `CONFIRM ${pending.contactCheck!.code}`))[0]).toContain(
      'expired',
    );
    const renewed = await saveProfile(seller, '0774 560 007');
    expect(renewed.contactCheck?.code).toMatch(/^\d{6}$/);
    expect((await chat('263774560007', `CONFIRM ${renewed.contactCheck!.code}`))[0]).toMatch(
      /^✅ Confirmed/,
    );
    expect(await chatTarget(seller)).toBe('263774560007');
  });

  it('is a search, not a confirmation, without the word', async () => {
    const replies = await chat('263779990008', '123456');
    expect(replies.join('\n')).not.toContain('does not match');
  });
});

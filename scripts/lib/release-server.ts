/**
 * A release's own server, run from its checked-out tree for scripts/upgrade-fixture.ts, and what
 * people do to it over HTTP: the development chat, a signed webhook delivery, a sign-in by link.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface ReleaseOptions {
  /** The release's checked-out tree, with its node_modules. */
  tree: string;
  dataDir: string;
  adminPhone: string;
  appSecret: string;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Waits for `check` to give a value, up to `seconds`, or fails saying what it waited for. */
export async function waitFor<T>(what: string, seconds: number, check: () => Promise<T | null>) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const found = await check();
    if (found !== null) return found;
    if (Date.now() > until) throw new Error(`Waited ${seconds} s for ${what}`);
    await sleep(1000);
  }
}

/** The release's own server on its own port, with the development chat and a webhook secret. */
export class Release {
  private server: ChildProcess | null = null;
  constructor(
    private readonly base: string,
    private readonly appSecret: string,
  ) {}

  static async start({ tree, dataDir, adminPhone, appSecret }: ReleaseOptions): Promise<Release> {
    const port = await freePort();
    const release = new Release(`http://127.0.0.1:${port}`, appSecret);
    release.server = spawn(join(tree, 'node_modules', '.bin', 'tsx'), ['src/server/index.ts'], {
      cwd: tree,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        PORT: String(port),
        DEV_CHAT: '1',
        ADMIN_PHONES: adminPhone,
        WHATSAPP_APP_SECRET: appSecret,
        // A check-in falls due at once for a seller who writes in, and nothing pauses meanwhile.
        CHECKIN_AFTER: '2s',
        AUTOPAUSE_AFTER: '1h',
      },
    });
    await waitFor('the release to answer /api/health', 120, async () => {
      const res = await fetch(`${release.base}/api/health`).catch(() => null);
      return res?.ok ? true : null;
    });
    return release;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }

  async request(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    return fetch(`${this.base}${path}`, { ...init, headers });
  }

  async json<T>(path: string, init: RequestInit & { token?: string } = {}, status = 200) {
    const res = await this.request(path, init);
    const text = await res.text();
    if (res.status !== status) {
      throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status}, not ${status}: ${text}`);
    }
    return JSON.parse(text) as T;
  }

  /** What a phone sends the bot, answered in the request (the development chat). */
  async chat(from: string, message: Record<string, unknown>): Promise<string[]> {
    const { replies } = await this.json<{ replies: { text?: string }[] }>('/api/dev/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from, ...message }),
    });
    return replies.map((reply) => reply.text ?? '');
  }

  async inbox(from: string): Promise<string[]> {
    const { messages } = await this.json<{ messages: { text?: string }[] }>(
      `/api/dev/chat/inbox?from=${from}`,
    );
    return messages.map((message) => message.text ?? '');
  }

  /** A delivery as Meta sends it, signed with the app secret. */
  async webhook(from: string, message: Record<string, unknown>): Promise<void> {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '263771234567', phone_number_id: '1' },
                contacts: [{ profile: { name: 'Buyer' }, wa_id: from }],
                messages: [
                  {
                    from,
                    id: `wamid.fixture-${Date.now()}`,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    ...message,
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const signature = createHmac('sha256', this.appSecret).update(body).digest('hex');
    await this.json('/api/webhooks/whatsapp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
      body,
    });
  }

  /** Signs in by the bot's link, as a seller taps it: the session's token. */
  async signIn(phone: string): Promise<string> {
    const [reply = ''] = await this.chat(phone, { text: 'Login' });
    const link = /\/login\?token=([\w-]+)/.exec(reply)?.[1];
    if (!link) throw new Error(`No sign-in link in: ${reply}`);
    const { token } = await this.json<{ token: string }>('/api/users/token-auth', {
      method: 'POST',
      token: link,
    });
    return token;
  }
}

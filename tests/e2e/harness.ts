/**
 * Browser-test harness: the real server on the real built app, on a throwaway data folder and a
 * free port, and Debian's Chromium driven by playwright-core. Several test runs may share the
 * machine at once, so nothing here uses a fixed port or folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { apiSignIn, updateProfile, type ApiSeller } from './seller-data';
import { freePort } from '../support/free-port';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const SEED_SCRIPT = join(ROOT, 'src/server/seed/index.ts');
export const SCREENS_DIR = join(ROOT, '.tmp/screens');

export interface StartOptions {
  /** Fill the database with the demo sellers, listings and chats first. */
  seed?: boolean;
  /** Extra environment for the server (e.g. ADMIN_PHONES). */
  env?: Record<string, string>;
  /** Build the app first when dist/ is missing (default true; API-only tests skip it). */
  build?: boolean;
}

export interface ServerHandle {
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server; its data folder stays (for `restart`). */
  stop(): Promise<void>;
  /** Starts the server again on the same port and data folder. */
  restart(): Promise<void>;
  /** Stops the server and deletes its data folder. */
  close(): Promise<void>;
  /** What the server printed, for failure messages. */
  output(): string;
}

/** `npm test` builds before the browser tests; a lone run builds when dist/ is missing. */
export function ensureBuilt(): void {
  if (existsSync(join(ROOT, 'dist/index.html'))) return;
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

function serverEnv(port: number, dataDir: string, extra: Record<string, string> = {}) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  };
  // Nothing of this machine's own set-up: no WhatsApp credentials, no production, no database.
  delete env.NODE_ENV;
  delete env.WHATSAPP_TOKEN;
  delete env.WHATSAPP_PHONE_NUMBER_ID;
  delete env.DATABASE_URL;
  delete env.DEV_CHAT;
  // The browser tests sign in through the development chat route, switched on explicitly,
  // unless a test gives the server WhatsApp credentials (a stand-in Graph API): the route never
  // exists with them, and sign-in then goes through the signed webhook as in production.
  if (!extra.WHATSAPP_TOKEN) env.DEV_CHAT = '1';
  return { ...env, ...extra };
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/listings`, { signal: AbortSignal.timeout(2000) });
      // Any HTTP answer (401 for a stranger) means the server listens.
      if (response.status > 0) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start within 90 s:\n${output()}`);
}

export async function startServer(options: StartOptions = {}): Promise<ServerHandle> {
  if (options.build !== false) ensureBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'seller-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const env = serverEnv(port, dataDir, options.env);

  if (options.seed && existsSync(SEED_SCRIPT)) {
    const seeded = spawnSync(TSX, [SEED_SCRIPT], { cwd: ROOT, env, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.stdout}\n${seeded.stderr}`);
  }

  let log = '';
  let child: ChildProcess | null = null;
  const output = () => log.slice(-4000);

  const start = async () => {
    // Its own process group, so stop() ends tsx and the node process it runs.
    child = spawn(TSX, ['src/server/index.ts'], { cwd: ROOT, env, detached: true });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitUntilUp(url, child, output);
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || !running.pid) return;
    const exited = new Promise<void>((r) => running.once('exit', () => r()));
    process.kill(-running.pid, 'SIGTERM');
    const timer = setTimeout(() => {
      try {
        if (running.pid) process.kill(-running.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };

  await start();
  return {
    url,
    port,
    dataDir,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    close: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    output,
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface ChatLogin {
  /** The 4-digit code the bot sent. */
  code: string;
  /** The sign-in link the bot sent, when it could be found in the reply. */
  link?: string;
}

/** Sends 'Login' from `phone` through the development chat route and reads the code and link. */
export async function requestLogin(url: string, phone: string): Promise<ChatLogin> {
  const response = await fetch(`${url}/api/dev/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: phone, text: 'Login' }),
  });
  if (!response.ok)
    throw new Error(`dev chat answered ${response.status}: ${await response.text()}`);
  const { replies } = (await response.json()) as { replies: { text: string }[] };
  const text = replies.map((reply) => reply.text).join('\n');
  const link = /https?:\/\/\S+\/login\?token=[^\s)]+/.exec(text)?.[0];
  const code = /\b(\d{4})\b/.exec(text.replace(link ?? '', ''))?.[1];
  if (!code) throw new Error(`no code in the bot's reply:\n${text}`);
  return link ? { code, link } : { code };
}

/** Signs in through the code-entry screen, as a seller who typed the code from the chat. */
export async function signInWithCode(page: Page, url: string, phone: string): Promise<ChatLogin> {
  const login = await requestLogin(url, phone);
  await page.goto(`${url}/login`);
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await page.getByRole('link', { name: 'Already received a code? Enter it here' }).click();
  await page.getByLabel('Last 3 digits of your number').fill(phone.replace(/\D/g, '').slice(-3));
  await page.getByLabel('4-digit code').fill(login.code);
  await page.waitForURL((address) => address.pathname === '/', { timeout: 30_000 });
  return login;
}

/** Saves a screenshot under .tmp/screens/ (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const path = join(SCREENS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

export const VIEWPORTS = {
  phone: { width: 412, height: 915 },
  desktop: { width: 1280, height: 800 },
} as const;

export interface SellerSession {
  server: ServerHandle;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  seller: ApiSeller;
}

export interface SellerSessionOptions {
  phone: string;
  /** The profile the seller has already completed (their contact number is their phone). */
  displayName: string;
  city: string;
  viewport?: keyof typeof VIEWPORTS;
  /** Sign the page in by the code from the chat (default true). */
  signIn?: boolean;
}

/**
 * A file's usual start: a server of its own, a seller with a complete profile, a browser page
 * (signed in as that seller by the code, unless told not to).
 */
export async function openSellerSession(options: SellerSessionOptions): Promise<SellerSession> {
  const server = await startServer();
  const seller = await apiSignIn(server.url, options.phone);
  await updateProfile(server.url, seller, {
    displayName: options.displayName,
    contactNumber: options.phone,
    city: options.city,
  });
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: VIEWPORTS[options.viewport ?? 'phone'] });
  const page = await context.newPage();
  if (options.signIn !== false) await signInWithCode(page, server.url, options.phone);
  return { server, browser, context, page, seller };
}

/** Closes what a session opened, whatever of it was opened before a failure. */
export async function closeSellerSession(session: Partial<SellerSession>): Promise<void> {
  await session.context?.close();
  await session.browser?.close();
  await session.server?.close();
}

/** GET /api{path} as the seller; the JSON of a 200 answer. */
export async function sellerGet<T>(
  session: Pick<SellerSession, 'server' | 'seller'>,
  path: string,
) {
  const response = await fetch(`${session.server.url}/api${path}`, {
    headers: { Authorization: `Bearer ${session.seller.token}` },
  });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

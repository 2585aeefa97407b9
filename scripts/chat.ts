/**
 * `npm run chat -- <phone> ...`: talks to the bot as that phone through the development chat
 * (POST /api/dev/chat, GET /api/dev/chat/inbox) and prints what it sends. The server must run
 * with DEV_CHAT=1 (`npm run demo`).
 *
 *   npm run chat -- <phone> "<text>"                   a message
 *   npm run chat -- <phone> --tap "Still available"    a button or row the bot offered, by title
 *   npm run chat -- <phone> --tap 2                    ... or by its number
 *   npm run chat -- <phone> --pick <listingId>         a result, as a list tap would choose it
 *   npm run chat -- <phone> --photo path.jpg "caption" a photo, as WhatsApp sends one
 *   npm run chat -- <phone> --location -17.83,31.05     a shared location ("Send location")
 *   npm run chat -- <phone> --inbox                    what the bot sent unasked since the last look
 *   npm run chat -- <phone> --watch                    the same, every few seconds until Ctrl-C
 *
 * The server: CHAT_URL, or this machine on PORT (the server's default, 8080).
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';

const base = (process.env.CHAT_URL ?? `http://localhost:${process.env.PORT || 8080}`).replace(
  /\/+$/,
  '',
);
const [phone, ...rest] = process.argv.slice(2);
const WATCH_MS = 3000;
const FLAGS = ['--pick', '--tap', '--photo', '--location', '--inbox', '--watch'];

const USAGE = `Usage: npm run chat -- <phone> "<text>"
       npm run chat -- <phone> --tap "<button or row title>" | --tap <number>
       npm run chat -- <phone> --pick <listingId>
       npm run chat -- <phone> --photo <path.jpg|.png|.webp> ["caption"]
       npm run chat -- <phone> --location <latitude>,<longitude>
       npm run chat -- <phone> --inbox | --watch`;

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

interface Row {
  id: string;
  title: string;
  description?: string;
}

interface Reply {
  text: string;
  kind?: string;
  sentAt?: string;
  message?: {
    kind: string;
    rows?: Row[];
    buttons?: Row[] | string[];
    cards?: { imageUrl: string; body: string; button: Row }[];
  };
}

const MIMES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

async function call(path: string, init?: RequestInit): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, init);
  } catch (error) {
    console.error(`Could not reach ${base}: ${error instanceof Error ? error.message : error}`);
    console.error('Start the server first (npm run demo), or set CHAT_URL or PORT.');
    process.exit(1);
  }
  if (res.status === 404) {
    console.error(
      `${base}${path} does not exist: start the server with npm run demo (or DEV_CHAT=1).`,
    );
    process.exit(1);
  }
  const payload = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !payload) {
    console.error(`Error ${res.status}: ${String(payload?.message ?? 'unexpected answer')}`);
    process.exit(1);
  }
  return payload;
}

/**
 * Choices printed so far: the server numbers what the bot offered in one turn on through its
 * messages (the results' rows, then the Alert me button under them), and so does this.
 */
let numbered = 0;

/** One message as a phone shows it, with how to tap what it offers. */
function print(reply: Reply): void {
  if (reply.sentAt) console.log(`[${new Date(reply.sentAt).toLocaleString()}]`);
  const message = reply.message;
  // A carousel's cards: each one's photo, then its lines; the numbers below tap their buttons.
  if (message?.kind === 'carousel') {
    console.log(reply.text.split('\n')[0]);
    for (const card of message.cards ?? []) {
      console.log(`  ┌ 🖼️ ${card.imageUrl}`);
      for (const line of card.body.split('\n')) console.log(`  │ ${line}`);
      console.log(`  └ [${card.button.title}]`);
    }
  } else console.log(reply.text);
  if (message?.kind === 'location_request') {
    console.log(`(share a location: npm run chat -- ${phone} --location <latitude>,<longitude>)`);
  }
  const rows =
    message?.kind === 'list'
      ? (message.rows ?? [])
      : message?.kind === 'carousel'
        ? (message.cards ?? []).map((card) => ({
            id: card.button.id,
            title: (card.body.split('\n')[0] ?? card.button.title).replace(/^\*(.+)\*$/, '$1'),
          }))
        : [];
  const buttons = (
    message?.kind === 'buttons' || message?.kind === 'template' ? (message.buttons ?? []) : []
  ).map((b) => (typeof b === 'string' ? { id: b, title: b } : b));
  const choices = rows.length ? rows : buttons;
  if (choices.length) {
    console.log('');
    console.log(`(tap one: npm run chat -- ${phone} --tap <number or title>)`);
    for (const choice of choices) {
      const listing = choice.id.startsWith('listing:')
        ? `  [--pick ${choice.id.slice('listing:'.length)}]`
        : '';
      console.log(`  ${(numbered += 1)}. ${choice.title}${listing}`);
    }
  }
  console.log('---');
}

async function send(body: Record<string, unknown>): Promise<void> {
  const payload = await call('/api/dev/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: phone, ...body }),
  });
  for (const reply of (payload.replies as Reply[] | undefined) ?? []) print(reply);
}

async function inbox(quietWhenEmpty: boolean): Promise<void> {
  const payload = await call(`/api/dev/chat/inbox?from=${encodeURIComponent(phone!)}`);
  const messages = (payload.messages as Reply[] | undefined) ?? [];
  if (!messages.length && !quietWhenEmpty) console.log('(nothing new from the bot)');
  for (const message of messages) print(message);
}

async function photo(path: string | undefined, caption: string[]): Promise<void> {
  if (!path) usage();
  const mime = MIMES[extname(path).toLowerCase()];
  if (!mime) {
    console.error(`${path}: send a .jpg, .png or .webp photo, as WhatsApp does.`);
    process.exit(2);
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    console.error(`Could not read ${path}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const text = caption.join(' ');
  await send({ photo: { data: bytes.toString('base64'), mime }, ...(text ? { text } : {}) });
}

// Piped into `head` or a pager that closed: the reader has what it wanted.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

async function main(): Promise<void> {
  if (!phone || phone.startsWith('--') || rest.length === 0) usage();
  const [flag, ...args] = rest;
  if (flag?.startsWith('--') && !FLAGS.includes(flag)) usage();
  if (['--pick', '--tap', '--photo', '--location'].includes(flag ?? '') && !args.length) usage();
  console.log(`Chatting with ${base} as ${phone}`);
  console.log('---');
  switch (flag) {
    case '--pick':
      return send({ replyId: `listing:${(args[0] ?? '').replace(/^listing:/, '')}` });
    case '--tap':
      return send({ tap: args.join(' ') });
    case '--photo':
      return photo(args[0], args.slice(1));
    case '--location': {
      const [latitude, longitude] = args.join('').split(',').map(Number);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) usage();
      return send({ location: { latitude, longitude } });
    }
    case '--inbox':
      return inbox(false);
    case '--watch':
      console.log(`(watching for what the bot sends ${phone}; Ctrl-C to stop)`);
      for (;;) {
        await inbox(true);
        await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
      }
    default:
      return send({ text: rest.join(' ') });
  }
}

void main();

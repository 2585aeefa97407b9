/**
 * `npm run chat -- <phone> "<text>"`: talks to the bot as that phone through the development
 * chat route (POST /api/dev/chat) and prints its replies. The server must run with DEV_CHAT=1
 * (`npm run demo`). `npm run chat -- <phone> --pick <listingId>` chooses a result as a list tap would.
 * CHAT_URL sets the server (default http://localhost:8080).
 */
const base = (process.env.CHAT_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const [phone, ...rest] = process.argv.slice(2);

function usage(): never {
  console.error('Usage: npm run chat -- <phone> "<text>"   (or: <phone> --pick <listingId>)');
  process.exit(2);
}

interface Reply {
  text: string;
  kind?: string;
  message?: { kind: string; rows?: { id: string; title: string; description?: string }[] };
}

async function main(): Promise<void> {
  if (!phone || rest.length === 0) usage();
  const body =
    rest[0] === '--pick'
      ? {
          from: phone,
          replyId: rest[1]?.startsWith('listing:') ? rest[1] : `listing:${rest[1] ?? ''}`,
        }
      : { from: phone, text: rest.join(' ') };
  let res: Response;
  try {
    res = await fetch(`${base}/api/dev/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    console.error(`Could not reach ${base}: ${error instanceof Error ? error.message : error}`);
    console.error('Start the server first (npm start), or set CHAT_URL.');
    process.exit(1);
  }
  if (res.status === 404) {
    console.error(
      `${base}/api/dev/chat does not exist: start the server with npm run demo (or DEV_CHAT=1).`,
    );
    process.exit(1);
  }
  const payload = (await res.json().catch(() => null)) as {
    replies?: Reply[];
    message?: string;
  } | null;
  if (!res.ok || !payload?.replies) {
    console.error(`Error ${res.status}: ${payload?.message ?? 'unexpected answer'}`);
    process.exit(1);
  }
  for (const reply of payload.replies) {
    console.log(reply.text);
    const rows = reply.message?.kind === 'list' ? (reply.message.rows ?? []) : [];
    if (rows.length) {
      console.log('');
      console.log(`(choose one: npm run chat -- ${phone} --pick <id>)`);
      for (const row of rows) console.log(`  ${row.id.replace(/^listing:/, '')}  ${row.title}`);
    }
    console.log('---');
  }
}

void main();

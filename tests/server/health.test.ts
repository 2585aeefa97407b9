/**
 * GET /api/health (readiness) and GET /api/health/live (liveness): concurrent checks never trip
 * over each other, a burst costs one check, and a failure says what failed without saying why
 * (the reason, which may hold paths or process ids, goes to the server log only).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate, readMigrations } from '@/server/db/migrate';
import { DiskFileStore } from '@/server/files/disk-store';
import type { FileStore } from '@/server/files/store';
import { createTestServer, type TestServer } from './helpers';
import { captureLog } from './log-capture';

/** The last migration this version carries. */
const LAST = readMigrations().at(-1)!.name;

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('readiness under concurrent checks', () => {
  it('answers 200 to 50 checks at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => server.client().api.health.$get()),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toEqual(Array.from({ length: 50 }, () => 200));
    expect(await answers[0]!.json()).toEqual({
      status: 'ok',
      database: 'ok',
      storage: 'ok',
      schema: { database: LAST, server: LAST },
    });
  });

  it('checks the store once for a burst of checks', async () => {
    let checks = 0;
    const dir = mkdtempSync(join(tmpdir(), 'health-burst-'));
    const disk = new DiskFileStore(dir);
    const counted: FileStore = {
      kind: 'disk',
      put: (id, variants) => disk.put(id, variants),
      get: (id, variant) => disk.get(id, variant),
      remove: (id) => disk.remove(id),
      check: async () => {
        checks++;
        await disk.check();
      },
    };
    const own = await createTestServer({ deps: { files: counted } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => own.client().api.health.$get()),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(checks).toBe(1);
    } finally {
      await own.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the image folder probe', () => {
  it('survives 50 concurrent checks and leaves no probe file behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'health-probe-'));
    try {
      const store = new DiskFileStore(dir);
      const results = await Promise.allSettled(Array.from({ length: 50 }, () => store.check()));
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a failing check', () => {
  it('names what failed, never the reason, and logs the reason', async () => {
    const secret = '/srv/private/data/files/.health.4242: EACCES permission denied';
    const broken: FileStore = {
      kind: 'disk',
      put: async () => undefined,
      get: async () => null,
      remove: async () => undefined,
      check: async () => {
        throw new Error(secret);
      },
    };
    const logged = captureLog();
    const own = await createTestServer({ deps: { files: broken } });
    try {
      const answer = await own.client().api.health.$get();
      expect(answer.status).toBe(503);
      const text = await answer.text();
      expect(JSON.parse(text)).toEqual({
        status: 'unavailable',
        database: 'ok',
        storage: 'unavailable',
        schema: { database: LAST, server: LAST },
      });
      expect(text).not.toContain('4242');
      expect(text).not.toContain('/srv');
      // One JSON line, the store's error whole in it.
      const line = logged.lines().find((entry) => entry.part === 'image store');
      expect(line).toMatchObject({ level: 'error', err: { message: secret } });
      // Liveness does not depend on the store.
      const live = await own.client().api.health.live.$get();
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
    } finally {
      logged.stop();
      await own.close();
    }
  });

  it('answers 503 "stopping" while the process stops, and liveness still 200', async () => {
    let stopping = false;
    const own = await createTestServer({ deps: { stopping: () => stopping } });
    try {
      expect((await own.client().api.health.$get()).status).toBe(200);
      stopping = true;
      const answer = await own.client().api.health.$get();
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({
        status: 'stopping',
        database: 'ok',
        storage: 'ok',
        schema: { database: LAST, server: LAST },
      });
      expect((await own.client().api.health.live.$get()).status).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('the schema versions in the readiness answer', () => {
  it("names the database's last migration and this version's, which differ in a rolling deploy", async () => {
    const own = await createTestServer();
    try {
      // A newer version has migrated the shared database: this process still serves.
      await own.database.exec(`INSERT INTO schema_migrations (name) VALUES ('9999_newer.sql')`);
      const answer = await own.client().api.health.$get();
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({
        status: 'ok',
        schema: { database: '9999_newer.sql', server: LAST },
      });
      // Migrating again applies nothing: the newer row is not one of this version's files.
      expect(await migrate(own.database)).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

/** A database of its own on the test PostgreSQL server (TEST_DATABASE_URL), dropped after. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server (see .ci/run)');
  return url;
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(
  prefix = 'cluster',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

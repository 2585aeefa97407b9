/**
 * Every migration newer than the last release is safe for a rolling deploy: the previous
 * version keeps serving from the same database while (and after) the new one migrates it. The
 * rules are in tests/support/rolling-migrations.ts; each is shown to catch what it names.
 */
import { describe, expect, it } from 'vitest';
import { verifyArchive } from '@/server/backup/archive';
import { readMigrations } from '@/server/db/migrate';
import { rollingProblems } from '../support/rolling-migrations';
import { RELEASE_FIXTURE } from './backup-support';

/**
 * A rule a migration breaks on purpose, read and argued here: what it takes away, and why the
 * version before it still works on the schema it leaves.
 */
const REVIEWED: Record<string, { rule: string; why: string }[]> = {
  '0840_report_reason_pay_first': [
    {
      rule: 'drops a constraint or index old code relies on',
      why:
        "replaces listing_reports' reason check with a wider one in the same migration: every " +
        'reason the version before writes still passes, and only the new version writes the new one.',
    },
  ],
  '0810_moderation_evidence': [
    {
      rule: 'drops a constraint or index old code relies on',
      why:
        'drops the foreign keys from moderation_cases and listing_reports to listings, so they ' +
        "outlive a delete. It only relaxes: no old write fails for it, an old server's delete " +
        'leaves its cases behind, and its admin queue already shows a case whose listing is gone.',
    },
  ],
};

describe('migrations after the last release', () => {
  it('only add: no drop, rename, type change or new NOT NULL without a default', async () => {
    const { schemaVersion } = await verifyArchive(RELEASE_FIXTURE);
    const newer = readMigrations().filter((migration) => migration.name > schemaVersion);
    const problems = newer.flatMap((migration) =>
      rollingProblems(migration.sql)
        .filter((problem) => {
          const reviewed = REVIEWED[migration.name.replace(/\.sql$/, '')] ?? [];
          return !reviewed.some((entry) => entry.rule === problem);
        })
        .map((problem) => `${migration.name}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('the rolling-deploy rules', () => {
  const unsafe: [string, string][] = [
    ['DROP TABLE alerts;', 'drops a table, view or function'],
    ['ALTER TABLE listings DROP COLUMN views;', 'drops a column'],
    ['ALTER TABLE listings RENAME COLUMN title TO name;', 'renames a table or column'],
    ['ALTER TABLE listings RENAME TO adverts;', 'renames a table or column'],
    ['ALTER TABLE files ALTER COLUMN size TYPE bigint;', "changes a column's type"],
    ['ALTER TABLE users ALTER COLUMN town SET NOT NULL;', 'makes an existing column NOT NULL'],
    ['ALTER TABLE users ADD COLUMN rank int NOT NULL;', 'adds a NOT NULL column without a default'],
    ['TRUNCATE sessions;', 'empties a table'],
    ['DELETE FROM sessions;', 'deletes every row of a table'],
    [
      'ALTER TABLE files DROP CONSTRAINT files_owner_fk;',
      'drops a constraint or index old code relies on',
    ],
  ];
  it.each(unsafe)('refuses %s', (sqlText, problem) => {
    expect(rollingProblems(sqlText)).toContain(problem);
  });

  const safe = [
    'CREATE TABLE IF NOT EXISTS notes (id text PRIMARY KEY, body text NOT NULL);',
    'ALTER TABLE users ADD COLUMN rank int NOT NULL DEFAULT 0;',
    'ALTER TABLE users ADD COLUMN nickname text;',
    'ALTER TABLE users ADD COLUMN level int DEFAULT 1 NOT NULL;',
    'CREATE INDEX IF NOT EXISTS listings_town_idx ON listings (town);',
    'DELETE FROM sessions WHERE expires_at < now();',
    "-- DROP TABLE in a comment\nCOMMENT ON TABLE users IS 'never DROP COLUMN here';",
  ];
  it.each(safe)('accepts %s', (sqlText) => {
    expect(rollingProblems(sqlText)).toEqual([]);
  });
});

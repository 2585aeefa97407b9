/**
 * Lighthouse (12.8.2, from npm through npx, with Debian's Chromium) as a phone, for the app-size
 * bench.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Lighthouse's mobile run of /login; null when lighthouse cannot be fetched or run here. */
export function lighthouse(url: string): Record<string, string> | null {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    const run = spawnSync(
      'npx',
      [
        '-y',
        'lighthouse@12.8.2',
        url,
        '--chrome-path=/usr/bin/chromium',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
      ],
      { encoding: 'utf8', timeout: 300_000 },
    );
    if (run.status !== 0) return null;
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      categories: { performance: { score: number } };
      audits: Record<string, { displayValue?: string }>;
    };
    const out: Record<string, string> = {
      score: String(Math.round(json.categories.performance.score * 100)),
    };
    for (const audit of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      out[audit] = json.audits[audit]?.displayValue ?? '?';
    }
    return out;
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

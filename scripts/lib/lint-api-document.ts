/**
 * Lints the API document with Redocly's recommended rules, as a client generator would read it:
 * the document is written to a temporary folder (so no configuration or ignore file of this
 * repository applies) and `redocly lint --extends recommended` reads it.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  /** Where in the document, as a JSON pointer (`#/paths/~1api~1health/get`). */
  pointer: string;
}

export interface LintResult {
  errors: number;
  warnings: number;
  problems: LintProblem[];
}

interface RedoclyReport {
  totals: { errors: number; warnings: number };
  problems: {
    ruleId: string;
    severity: 'error' | 'warn';
    message: string;
    location: { pointer?: string }[];
  }[];
}

const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

function run(args: string[], cwd: string): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      // A report is JSON; anything else (a crash, a bad argument) is the failure itself.
      if (!stdout.trimStart().startsWith('{')) reject(new Error(`redocly lint: ${stderr}`));
      else resolve({ code, stdout });
    });
  });
}

/** The document's problems under the recommended rules (none: a clean document). */
export async function lintApiDocument(document: unknown): Promise<LintResult> {
  const folder = await mkdtemp(join(tmpdir(), 'api-lint-'));
  try {
    await writeFile(join(folder, 'openapi.json'), JSON.stringify(document));
    const { stdout } = await run(
      ['lint', 'openapi.json', '--format=json', '--extends=recommended', '--max-problems=1000'],
      folder,
    );
    const report = JSON.parse(stdout) as RedoclyReport;
    return {
      errors: report.totals.errors,
      warnings: report.totals.warnings,
      problems: report.problems.map((problem) => ({
        ruleId: problem.ruleId,
        severity: problem.severity,
        message: problem.message,
        pointer: problem.location[0]?.pointer ?? '#',
      })),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** One line per problem, for a test failure or the command line. */
export const describeProblems = (result: LintResult): string =>
  result.problems
    .map(
      (p) =>
        `${p.severity === 'error' ? 'error  ' : 'warning'} ${p.ruleId}: ${p.message} (${p.pointer})`,
    )
    .join('\n');

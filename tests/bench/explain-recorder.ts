/**
 * The national bench's EXPLAIN (ANALYZE, BUFFERS): a pool that records the statements the server
 * sends while `recorder.on`, and each recorded read explained after, on a read-only transaction.
 */
import pg from 'pg';

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Every statement the server sends, recorded while `recording` is on, to be explained after. */
const recorded: { text: string; values: unknown[] }[] = [];
export const recorder = { on: false };
export class RecordingPool extends pg.Pool {
  override query(...args: unknown[]): never {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    if (recorder.on) {
      if (typeof first === 'string') recorded.push({ text: first, values: (second as []) ?? [] });
      else recorded.push({ text: first.text, values: first.values ?? (second as []) ?? [] });
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}
/** Explains the reads recorded since the last call: time, blocks, sequential scans. */
export async function explainRecorded(url: string, label: string): Promise<void> {
  const explainer = new pg.Pool({ connectionString: url, max: 1 });
  const seen = new Set<string>();
  for (const { text, values } of recorded.splice(0)) {
    if (!/^\s*(select|with)/i.test(text) || seen.has(text)) continue;
    seen.add(text);
    const client = await explainer.connect();
    try {
      await client.query('BEGIN READ ONLY');
      const answer = await client.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`,
        values,
      );
      const [plan] = answer.rows[0]!['QUERY PLAN'] as [
        {
          Plan: PlanNode & { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
          'Execution Time': number;
        },
      ];
      const scans: string[] = [];
      const walk = (node: PlanNode) => {
        if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) {
          scans.push(node['Relation Name']);
        }
        node.Plans?.forEach(walk);
      };
      walk(plan.Plan);
      const blocks = plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'];
      console.log(
        `  ${label}: ${ms(plan['Execution Time'])}, ${blocks} blocks${scans.length ? `, seq scan of ${[...new Set(scans)].join(', ')}` : ''} — ${text.replace(/\s+/g, ' ').slice(0, 90)}`,
      );
    } catch (error) {
      // A statement that depends on an earlier write in its transaction: said, not explained.
      console.log(
        `  ${label}: not explained (${error instanceof Error ? error.message : String(error)})`,
      );
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
  }
  await explainer.end();
}

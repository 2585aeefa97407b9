/**
 * The Grafana dashboard in deploy/grafana reads only metrics the server exports: every name its
 * queries use is in the registry GET /api/metrics answers from (a histogram's `_bucket` included).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectProcessMetrics, registry } from '@/server/metrics/registry';
import '@/server/metrics/sources';

interface Panel {
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: { expr: string }[];
}

const dashboard = JSON.parse(
  readFileSync(new URL('../../deploy/grafana/marketplace-dashboard.json', import.meta.url), 'utf8'),
) as { uid: string; panels: Panel[] };

describe('the Grafana dashboard', () => {
  it('queries only metrics the server exports', async () => {
    collectProcessMetrics();
    const exported = new Set<string>();
    for (const metric of await registry.getMetricsAsJSON()) {
      exported.add(metric.name);
      // Typed as an enum; the JSON holds the type's name.
      if (String(metric.type) === 'histogram') {
        for (const suffix of ['_bucket', '_sum', '_count']) exported.add(metric.name + suffix);
      }
    }
    const queries = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((t) => t.expr);
    expect(queries.length).toBeGreaterThan(15);
    const used = new Set(
      queries.flatMap((expr) => expr.match(/\b(marketplace|process|nodejs)_[a-z0-9_]+/g) ?? []),
    );
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
    // Every product metric is on the dashboard.
    const product = [...exported].filter(
      (name) => name.startsWith('marketplace_') && !/_(sum|count)$/.test(name),
    );
    const shown = [...used].map((name) => name.replace(/_bucket$/, ''));
    expect(product.filter((name) => !shown.includes(name) && !used.has(name))).toEqual([]);
  });

  it('has a title on every panel and places none outside the 24-column grid', () => {
    for (const panel of dashboard.panels) {
      expect(panel.title, JSON.stringify(panel.gridPos)).not.toBe('');
      expect(panel.gridPos.x + panel.gridPos.w, panel.title).toBeLessThanOrEqual(24);
    }
    expect(dashboard.uid).toBe('marketplace-overview');
  });
});

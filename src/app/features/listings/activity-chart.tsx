import { Card, Group, Skeleton, Text } from '@mantine/core';
import { DayChart, DayName, dayLabel, useChartWidth } from '@/app/ui/day-chart';
import { i18n } from '@/app/ui/i18n';
import type { ActivityDay } from './use-listing-activity';

const FALLBACK_WIDTH = 360;
const HEIGHT = 150;
const TOP = 18;
const BOTTOM = 22;
const GAP = 8;
const VIEWS_COLOR = 'var(--mantine-color-brand-3)';
const CHATS_COLOR = 'var(--mantine-color-grape-6)';

/** 'Mon' for a Harare date ('2026-03-02'), 'Today' for the last. */
const nameOf = (day: ActivityDay, index: number, count: number) =>
  dayLabel(new Date(`${day.date}T12:00:00Z`), index, count);

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <span
        aria-hidden
        style={{
          width: 10,
          height: 10,
          borderRadius: 3,
          background: color,
          display: 'inline-block',
        }}
      />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

/**
 * Views and buyer chats per day over the last 7 days: two bars a day, drawn in SVG at the width
 * it is shown, so it reads the same on a phone and a desktop.
 */
export function ActivityChart({
  days,
  loading,
  error,
}: {
  days: ActivityDay[] | undefined;
  loading: boolean;
  error: string | null;
}) {
  const { ref, width } = useChartWidth(FALLBACK_WIDTH);
  const entries = days ?? [];
  const max = Math.max(1, ...entries.map((d) => Math.max(d.views, d.leads)));
  const slot = entries.length ? width / entries.length : 0;
  const bar = Math.max(4, (slot - GAP) / 2);
  const plot = HEIGHT - TOP - BOTTOM;
  const totalViews = entries.reduce((sum, d) => sum + d.views, 0);
  const totalChats = entries.reduce((sum, d) => sum + d.leads, 0);
  const summary = entries
    .map(
      (d, i) =>
        `${nameOf(d, i, entries.length)}: ${i18n._('detail.views', { count: d.views })}, ${i18n._('chart.chats', { count: d.leads })}`,
    )
    .join('; ');

  return (
    <Card withBorder radius="lg" p="lg">
      <Group justify="space-between" align="baseline" mb="xs" gap="xs">
        <Text fw={600}>{i18n._('chart.title')}</Text>
        <Group gap="sm">
          <Legend color={VIEWS_COLOR} label={i18n._('detail.views', { count: totalViews })} />
          <Legend color={CHATS_COLOR} label={i18n._('detail.chats', { count: totalChats })} />
        </Group>
      </Group>
      <div ref={ref}>
        {loading ? (
          <Skeleton height={HEIGHT} role="img" aria-label={i18n._('chart.loading')} />
        ) : error ? (
          <Text size="sm" c="dimmed" role="status">
            {error}
          </Text>
        ) : (
          <DayChart
            width={width}
            height={HEIGHT}
            bottom={BOTTOM}
            label={i18n._('chart.summary', { summary })}
          >
            {entries.map((day, i) => {
              const x = i * slot + GAP / 2;
              const heights = [day.views, day.leads].map((n) => Math.round((n / max) * plot));
              const today = i === entries.length - 1;
              return (
                <g key={day.date} data-testid="activity-day">
                  <title>{`${nameOf(day, i, entries.length)}: ${i18n._('detail.views', { count: day.views })}, ${i18n._('detail.chats', { count: day.leads })}`}</title>
                  {[VIEWS_COLOR, CHATS_COLOR].map((color, k) => {
                    const h = heights[k]!;
                    const n = k === 0 ? day.views : day.leads;
                    return (
                      <g key={color}>
                        <rect
                          x={x + k * bar}
                          y={HEIGHT - BOTTOM - Math.max(h, n > 0 ? 2 : 0)}
                          width={bar - 1}
                          height={Math.max(h, n > 0 ? 2 : 0)}
                          rx={3}
                          fill={color}
                        />
                        {n > 0 ? (
                          <text
                            x={x + k * bar + (bar - 1) / 2}
                            y={HEIGHT - BOTTOM - Math.max(h, 2) - 4}
                            textAnchor="middle"
                            fontSize={11}
                            fill="currentColor"
                          >
                            {n}
                          </text>
                        ) : null}
                      </g>
                    );
                  })}
                  <DayName x={x + bar} y={HEIGHT - 6} fontSize={11} today={today}>
                    {nameOf(day, i, entries.length)}
                  </DayName>
                </g>
              );
            })}
          </DayChart>
        )}
      </div>
    </Card>
  );
}

import { Paper, Skeleton, Text } from '@mantine/core';
import { DayChart, DayName, dayLabel, useChartWidth } from '@/app/ui/day-chart';
import type { DailyViews } from '@/app/features/admin/api/types';
import { formatCount } from './format';

/** Drawn at the width it is shown, so its labels keep their size on a phone and a desktop. */
const FALLBACK_WIDTH = 560;
/** Low enough that the dashboard's tabs are in sight at 1280x800 without scrolling. */
const HEIGHT = 150;
const TOP = 22;
const BOTTOM = 26;
const GAP = 10;

/** 'Mon' for the day's date; the position from the end ('Today', '-1d') when it is unknown. */
const nameOf = (entry: DailyViews, index: number, count: number) =>
  dayLabel(entry.date ? new Date(entry.date) : null, index, count);

interface ViewsChartProps {
  days: DailyViews[] | undefined;
  loading: boolean;
}

/** A small bar chart of the views of the last seven days, drawn by hand in SVG. */
export function ViewsChart({ days, loading }: ViewsChartProps) {
  const { ref, width } = useChartWidth(FALLBACK_WIDTH);
  const entries = days ?? [];
  const max = Math.max(1, ...entries.map((d) => d.views));
  const slot = entries.length ? (width - GAP) / entries.length : 0;
  const plot = HEIGHT - TOP - BOTTOM;
  const summary = entries
    .map((d, i) => `${nameOf(d, i, entries.length)}: ${formatCount(d.views)}`)
    .join(', ');

  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Text fw={600} mb="xs">
        Views, last 7 days
      </Text>
      <div ref={ref}>
        {loading ? (
          <Skeleton height={HEIGHT} />
        ) : entries.length === 0 ? (
          <Text c="dimmed" size="sm">
            No view data yet.
          </Text>
        ) : (
          <DayChart
            width={width}
            height={HEIGHT}
            bottom={BOTTOM}
            label={`Views per day over the last 7 days: ${summary}`}
          >
            {entries.map((entry, i) => {
              const h = Math.round((entry.views / max) * plot);
              const x = GAP + i * slot;
              const w = slot - GAP;
              const y = HEIGHT - BOTTOM - h;
              const today = i === entries.length - 1;
              return (
                <g key={entry.date ?? i} data-testid="views-bar">
                  <title>{`${nameOf(entry, i, entries.length)}: ${formatCount(entry.views)} views`}</title>
                  <rect
                    x={x}
                    y={y}
                    width={w}
                    height={Math.max(h, entry.views > 0 ? 2 : 0)}
                    rx={4}
                    fill={today ? 'var(--mantine-color-brand-7)' : 'var(--mantine-color-brand-3)'}
                  />
                  <text
                    x={x + w / 2}
                    y={y - 6}
                    textAnchor="middle"
                    fontSize={13}
                    fill="currentColor"
                  >
                    {formatCount(entry.views)}
                  </text>
                  <DayName x={x + w / 2} y={HEIGHT - 8} fontSize={13} today={today}>
                    {nameOf(entry, i, entries.length)}
                  </DayName>
                </g>
              );
            })}
          </DayChart>
        )}
      </div>
    </Paper>
  );
}

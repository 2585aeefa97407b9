/**
 * The frame of a small per-day bar chart drawn by hand in SVG (the admin's views, a listing's
 * views and chats): drawn at the width it is shown, so its labels keep their size on a phone and
 * a desktop, with a base line and a day name under each day.
 */
import type { ReactNode } from 'react';
import { useElementSize } from '@mantine/hooks';
import { i18n } from '@lingui/core';

/** 'Today' for the last day; else the weekday ('Mon'), or the position from the end ('-2d'). */
export function dayLabel(date: Date | null, index: number, count: number): string {
  if (index === count - 1) return i18n._('chart.today');
  if (date && !Number.isNaN(date.getTime())) {
    // The server's day boundaries are dates without a time zone: name the day in UTC, in the
    // app's language where the browser has its data.
    const locale = i18n.locale && i18n.locale !== 'en' ? i18n.locale : 'en-US';
    const known = Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
    return date.toLocaleDateString(known ? locale : 'en-US', { weekday: 'short', timeZone: 'UTC' });
  }
  return `-${count - 1 - index}d`;
}

/** The element to measure (put `ref` on the chart's box) and the width to draw at. */
export function useChartWidth(fallback: number) {
  const { ref, width } = useElementSize<HTMLDivElement>();
  return { ref, width: width > 0 ? Math.round(width) : fallback };
}

interface DayChartProps {
  width: number;
  height: number;
  /** Room under the base line for the day names. */
  bottom: number;
  /** What the chart says, for a screen reader. */
  label: string;
  children: ReactNode;
}

export function DayChart({ width, height, bottom, label, children }: DayChartProps) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      role="img"
      aria-label={label}
      style={{ display: 'block' }}
    >
      <line
        x1={0}
        x2={width}
        y1={height - bottom}
        y2={height - bottom}
        stroke="var(--mantine-color-gray-4)"
      />
      {children}
    </svg>
  );
}

interface DayNameProps {
  /** The centre of the day's bars. */
  x: number;
  y: number;
  fontSize: number;
  today: boolean;
  children: string;
}

/** The day's name under its bars; today's in bold. */
export function DayName({ x, y, fontSize, today, children }: DayNameProps) {
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      fontSize={fontSize}
      fill="var(--mantine-color-dimmed)"
      fontWeight={today ? 700 : 400}
    >
      {children}
    </text>
  );
}

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ActivityChart } from '@/app/features/listings/activity-chart';
import { dayLabel } from '@/app/ui/day-chart';

describe('day names under the bars', () => {
  it('says Today for the last day, the weekday in UTC before it, and the distance when unknown', () => {
    // 2026-03-02 is a Monday: near midnight it must not slip into Sunday or Tuesday.
    expect(dayLabel(new Date('2026-03-02T00:30:00Z'), 0, 7)).toBe('Mon');
    expect(dayLabel(new Date('2026-03-02T23:30:00Z'), 5, 7)).toBe('Mon');
    expect(dayLabel(new Date('2026-03-02T12:00:00Z'), 6, 7)).toBe('Today');
    expect(dayLabel(null, 4, 7)).toBe('-2d');
    expect(dayLabel(new Date('not a date'), 0, 7)).toBe('-6d');
  });

  it("draws a listing's week: two bars a day, the counts, and the day names", () => {
    const days = [
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ].map((date, i) => ({ date, views: i, leads: i === 6 ? 1 : 0 }));
    render(
      <MantineProvider>
        <ActivityChart days={days} loading={false} error={null} />
      </MantineProvider>,
    );
    const chart = screen.getByRole('img', { name: /Views and buyer chats per day/ });
    expect(chart.getAttribute('aria-label')).toContain('Tue: 0 views, 0 chats');
    expect(chart.getAttribute('aria-label')).toContain('Today: 6 views, 1 chat');
    expect(screen.getAllByTestId('activity-day')).toHaveLength(7);
    expect(chart.querySelectorAll('rect')).toHaveLength(14);
    expect(screen.getByText('21 views')).toBeInTheDocument();
    expect(screen.getByText('1 buyer chat')).toBeInTheDocument();
  });
});

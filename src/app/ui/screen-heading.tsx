import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A screen's (or a step's) heading with a dimmed line under it: order 1 for a whole screen,
 * order 2 for a step within one (a size smaller).
 */
export function ScreenHeading({
  title,
  subtitle,
  order,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  order: 1 | 2;
}) {
  return (
    <div>
      <Title order={order} size={order === 1 ? 'h2' : 'h3'}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {subtitle}
      </Text>
    </div>
  );
}

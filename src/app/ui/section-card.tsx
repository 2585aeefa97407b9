import { Card, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of a screen: a bordered card under its heading. */
export function SectionCard({
  title,
  titleId,
  titleGap = 'xs',
  children,
}: {
  title: ReactNode;
  /** For a control the heading labels (aria-labelledby). */
  titleId?: string;
  /** The space under the heading. */
  titleGap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb={titleGap} id={titleId}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { chatLink, displayNumber } from '@/app/ui/chat-links';
import { i18n } from '@/app/ui/i18n';
import { SectionCard } from '@/app/ui/section-card';

/** Help centre (spec): how buyers find listings, editing, deleting, and the rules. */
export function HelpPage() {
  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        {i18n._('help.title')}
      </Title>

      <SectionCard title={i18n._('help.find.title')}>
        <Text>
          {i18n._('help.find.before')}{' '}
          <Anchor href={chatLink()} target="_blank" rel="noopener noreferrer">
            {displayNumber()}
          </Anchor>
          {i18n._('help.find.after')}
        </Text>
      </SectionCard>

      <SectionCard title={i18n._('help.edit.title')}>
        <List type="ordered" spacing={4}>
          <List.Item>{i18n._('help.open')}</List.Item>
          <List.Item>{i18n._('help.edit.1')}</List.Item>
          <List.Item>{i18n._('help.edit.2')}</List.Item>
          <List.Item>{i18n._('help.edit.3')}</List.Item>
        </List>
      </SectionCard>

      <SectionCard title={i18n._('help.delete.title')}>
        <List type="ordered" spacing={4}>
          <List.Item>{i18n._('help.open')}</List.Item>
          <List.Item>{i18n._('help.delete.1')}</List.Item>
          <List.Item>{i18n._('help.delete.2')}</List.Item>
        </List>
        <Text mt="sm">
          {i18n._('help.all')}{' '}
          <Anchor component={Link} to="/listings">
            {i18n._('nav.listings')}
          </Anchor>
          .
        </Text>
      </SectionCard>

      <SectionCard title={i18n._('help.rules.title')}>
        <Text mb="sm">{i18n._('help.rules.text')}</Text>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {i18n._('help.rules.prohibited')}
        </Alert>
      </SectionCard>
    </Stack>
  );
}

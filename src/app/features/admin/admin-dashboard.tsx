import { useState, type ReactNode } from 'react';
import { Box, Container, Grid, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import 'mantine-react-table/styles.css';
import { useAdminStats } from '@/app/features/admin/api/admin-stats';
import { useTopViewedListings } from '@/app/features/admin/api/admin-listings';
import { isForbidden } from '@/app/features/admin/api/query-defaults';
import type { AdminContact, AdminListing } from '@/app/features/admin/api/types';
import { AuditTable } from './audit-table';
import { ContactsTable } from './contacts-table';
import { ConversationModal } from './conversation-modal';
import { Forbidden } from './forbidden';
import { ListingsTable } from './listings-table';
import { ModerationTable } from './moderation-table';
import { SellersTable } from './sellers-table';
import { StatTiles } from './stat-tiles';
import { TopViewedPanel } from './top-viewed-panel';
import { ViewsChart } from './views-chart';
import { ViewsModal } from './views-modal';
import { WhatsappPanel } from './whatsapp-panel';

export const ADMIN_TABS = [
  'listings',
  'sellers',
  'contacts',
  'moderation',
  'audit',
  'whatsapp',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const TABS: Array<{ value: AdminTab; label: string }> = [
  { value: 'listings', label: 'Listings' },
  { value: 'sellers', label: 'Sellers' },
  { value: 'contacts', label: 'Contacts' },
  { value: 'moderation', label: 'Moderation' },
  { value: 'audit', label: 'Audit' },
  { value: 'whatsapp', label: 'WhatsApp' },
];

/** The tabs searched on the server; the moderation queue, audit log and WhatsApp are not. */
const SEARCH_PLACEHOLDER: Partial<Record<AdminTab, string>> = {
  listings: 'Search listings by title, type, city or seller',
  sellers: 'Search sellers by name, phone or city',
  contacts: 'Search contacts by phone number',
  moderation: 'Search cases by listing title, seller name or phone',
};

interface AdminDashboardProps {
  phone?: string | undefined;
  /** Controls in the header, e.g. a link back to the seller's listings. */
  actions?: ReactNode;
  /** The way out offered on the 'not allowed' screen. */
  forbiddenAction?: ReactNode;
  tab?: AdminTab;
  onTabChange?: (tab: AdminTab) => void;
}

export function AdminDashboard(props: AdminDashboardProps) {
  const { phone, actions, forbiddenAction, onTabChange } = props;
  const stats = useAdminStats();
  const topViewed = useTopViewedListings();
  const [ownTab, setOwnTab] = useState<AdminTab>('listings');
  const tab = props.tab ?? ownTab;
  const setTab = (next: AdminTab) => {
    setOwnTab(next);
    onTabChange?.(next);
  };
  const [search, setSearch] = useState('');
  const [viewsOf, setViewsOf] = useState<AdminListing | null>(null);
  const [conversationWith, setConversationWith] = useState<AdminContact | null>(null);

  // The server is the judge: a 403 means this account is not an admin, whatever the app thought.
  if (isForbidden(stats.error) || isForbidden(topViewed.error)) {
    return <Forbidden phone={phone} action={forbiddenAction} />;
  }

  return (
    <Box component="main" py={{ base: 'md', sm: 'lg' }}>
      <Container size="xl" px={{ base: 'sm', sm: 'md' }}>
        {/* Compact above the tabs: at 1280x800 they and the table's first rows need no scroll. */}
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <div>
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                Admin dashboard
              </Title>
              <Text c="dimmed" size="sm">
                Marketplace usage, listings, sellers, buyer conversations and moderation
              </Text>
            </div>
            {actions}
          </Group>

          <StatTiles stats={stats.data} loading={stats.isPending} />
          {stats.error ? (
            <Text c="red" size="sm" role="alert">
              Could not load the statistics. They show '-' until the server answers.
            </Text>
          ) : null}

          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <ViewsChart days={stats.data?.dailyViews} loading={stats.isPending} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <TopViewedPanel
                listings={topViewed.data}
                loading={topViewed.isPending}
                error={topViewed.error}
                onOpen={setViewsOf}
              />
            </Grid.Col>
          </Grid>

          <Tabs
            value={tab}
            onChange={(value) => value && setTab(value as AdminTab)}
            keepMounted={false}
            variant="outline"
          >
            <Tabs.List>
              {TABS.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {SEARCH_PLACEHOLDER[tab] ? (
              <TextInput
                my="md"
                maw={480}
                type="search"
                aria-label="Search"
                placeholder={SEARCH_PLACEHOLDER[tab]}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
            ) : (
              <Box my="md" />
            )}
            {/* Panels mount only when selected, so each list is fetched when its tab is chosen. */}
            <Tabs.Panel value="listings">
              <ListingsTable search={search} onOpen={setViewsOf} />
            </Tabs.Panel>
            <Tabs.Panel value="sellers">
              <SellersTable search={search} />
            </Tabs.Panel>
            <Tabs.Panel value="contacts">
              <ContactsTable search={search} onOpen={setConversationWith} />
            </Tabs.Panel>
            <Tabs.Panel value="moderation">
              <ModerationTable search={search} />
            </Tabs.Panel>
            <Tabs.Panel value="audit">
              <AuditTable />
            </Tabs.Panel>
            <Tabs.Panel value="whatsapp">
              <WhatsappPanel whatsapp={stats.data?.whatsapp} loading={stats.isPending} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Container>

      <ViewsModal listing={viewsOf} onClose={() => setViewsOf(null)} />
      <ConversationModal contact={conversationWith} onClose={() => setConversationWith(null)} />
    </Box>
  );
}

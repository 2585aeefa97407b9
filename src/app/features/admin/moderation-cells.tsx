import { Badge, Group, List, Stack, Text } from '@mantine/core';
import {
  CASE_REASON_LABELS,
  REPORT_REASON_LABELS,
  formatPhone,
  type ModerationCase,
} from '@/domain';
import { AdminThumbnail } from './admin-thumbnail';
import { formatDateTime } from './format';
import { ReusedPhoto } from './reused-photo';
import { ScamReason, SellerSignals } from './scam-reason';

/** Reports listed in full under a case; the rest are counted. */
export const REPORTS_SHOWN = 5;
/** Photo thumbnails shown per case. */
export const PHOTOS_SHOWN = 4;

/**
 * The listing: its photos, title and state (or, deleted by its seller, what it showed then), or
 * the appeal's words for an appeal.
 */
export function CaseListing({ item }: { item: ModerationCase }) {
  if (!item.listingId) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Appeal (no listing)
        </Text>
        {item.appeal ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            “{item.appeal}”
          </Text>
        ) : null}
      </Stack>
    );
  }
  const photos = item.photos.slice(0, PHOTOS_SHOWN);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {item.listingTitle ?? 'Untitled listing'}
      </Text>
      <Group gap={4}>
        {item.listingStatus ? (
          <Badge size="xs" variant="light" color="gray" radius="sm">
            {item.listingStatus}
          </Badge>
        ) : null}
        {item.moderation ? (
          <Badge
            size="xs"
            variant="filled"
            color={item.moderation.state === 'hidden' ? 'red' : 'orange'}
            radius="sm"
          >
            {item.moderation.state === 'hidden' ? 'Hidden' : 'In review'}
          </Badge>
        ) : null}
        {item.deletedListing ? (
          <Badge size="xs" variant="filled" color="red" radius="sm">
            Deleted by the seller
          </Badge>
        ) : null}
      </Group>
      {item.deletedListing ? (
        <Text size="xs" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {formatDateTime(item.deletedListing.deletedAt)}: “{item.deletedListing.description}”
        </Text>
      ) : null}
      {photos.length ? (
        <Group gap={4} wrap="nowrap" aria-label={`${item.photos.length} photos`} role="group">
          {photos.map((photo, index) => (
            <AdminThumbnail
              key={photo}
              fileId={photo}
              alt={`Photo ${index + 1} of ${item.listingTitle ?? 'the listing'}`}
              size={48}
            />
          ))}
          {item.photos.length > photos.length ? (
            <Text size="xs" c="dimmed">
              +{item.photos.length - photos.length}
            </Text>
          ) : null}
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          No photos
        </Text>
      )}
    </Stack>
  );
}

export function CaseSeller({ item }: { item: ModerationCase }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{item.sellerName ?? 'No name yet'}</Text>
      {item.sellerPhone ? (
        <Text size="xs" c="dimmed">
          {formatPhone(item.sellerPhone)}
        </Text>
      ) : null}
      <SellerSignals item={item} />
      {item.sellerSuspended ? (
        <Badge size="xs" color="red" variant="filled" radius="sm">
          Suspended
        </Badge>
      ) : null}
    </Stack>
  );
}

/**
 * A list whose items wrap onto several lines. Mantine's List puts its markers inside, and each
 * item's text then takes a whole line's width after the marker, spilling out of its column by the
 * marker's width: here the markers sit outside, in the list's own padding.
 */
export const WRAPPING_LIST = {
  root: { listStylePosition: 'outside', paddingInlineStart: 'var(--mantine-spacing-md)' },
} as const;

/** Why the case is open: each reason's label and its detail in words. */
export function CaseReasons({ item }: { item: ModerationCase }) {
  return (
    <List size="sm" spacing={4} styles={WRAPPING_LIST} style={{ overflowWrap: 'anywhere' }}>
      {item.reasons.map((reason, index) => (
        <List.Item key={`${reason.code}-${index}`}>
          <Text span size="sm" fw={500}>
            {CASE_REASON_LABELS[reason.code]}
          </Text>
          {reason.code === 'photo_reused' && reason.otherListingId ? (
            <ReusedPhoto item={item} reason={reason} />
          ) : reason.code === 'scam_pattern' ? (
            <ScamReason item={item} reason={reason} />
          ) : reason.detail ? (
            <Text span size="sm" c="dimmed">
              {`: ${reason.detail}`}
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}
/** The buyers' reports: reason, note, who and when. */
export function CaseReports({ item }: { item: ModerationCase }) {
  const shown = item.reports.slice(0, REPORTS_SHOWN);
  const count = Math.max(item.reportCount, item.reports.length);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {count === 1 ? '1 report' : `${count} reports`}
      </Text>
      {shown.map((report, index) => (
        <Stack key={`${report.createdAt}-${index}`} gap={0}>
          <Text size="sm">
            {REPORT_REASON_LABELS[report.reason]}
            {report.note ? (
              <Text span size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {` “${report.note}”`}
              </Text>
            ) : null}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              report.reporterPhone ? formatPhone(report.reporterPhone) : 'Public page',
              formatDateTime(report.createdAt),
            ].join(' · ')}
          </Text>
        </Stack>
      ))}
      {count > shown.length && shown.length > 0 ? (
        <Text size="xs" c="dimmed">
          and {count - shown.length} more
        </Text>
      ) : null}
    </Stack>
  );
}

import { Anchor, Group, Image, Text, VisuallyHidden } from '@mantine/core';
import type { CaseReason, ModerationCase, OtherListing } from '@/domain';
import { thumbnailUrl } from './admin-thumbnail';

/** Why buyers cannot open the other listing's page, in a few words. */
function noPageBecause(other: OtherListing): string {
  if (other.sellerSuspended) return 'seller suspended';
  if (other.moderationState === 'hidden') return 'hidden';
  if (other.moderationState === 'in_review') return 'in review';
  return other.status;
}

/** How alike the photos are, as the start of a sentence ("The same photo" → "the same photo"). */
const howAlike = (detail: string | undefined) =>
  detail ? detail.charAt(0).toLowerCase() + detail.slice(1) : 'a photo like the one';

/**
 * A reused photo, told with the other listing's title (a link to its public page when buyers can
 * open it) and its seller, and the two photos side by side so the admin can judge them.
 */
export function ReusedPhoto({ item, reason }: { item: ModerationCase; reason: CaseReason }) {
  const other = reason.otherListing;
  const index = reason.photoId ? item.photos.indexOf(reason.photoId) : -1;
  const which = index >= 0 ? `Photo ${index + 1}` : 'A photo';
  const title = other?.title ?? 'another listing';
  return (
    <>
      <Text span size="sm" c="dimmed">
        {`: ${which} is ${howAlike(reason.detail)} as one in `}
      </Text>
      {!other ? (
        <Text span size="sm" c="dimmed">
          a listing since deleted.
        </Text>
      ) : other.publicPage ? (
        <Anchor
          href={`/l/${encodeURIComponent(reason.otherListingId ?? '')}`}
          target="_blank"
          rel="noopener"
          size="sm"
          fw={500}
        >
          {other.title}
          <VisuallyHidden> (its public page, in a new tab)</VisuallyHidden>
        </Anchor>
      ) : (
        <Text span size="sm" fw={500}>
          {other.title}
        </Text>
      )}
      {other ? (
        <Text span size="sm" c="dimmed">
          {[
            other.sellerName ? `, by ${other.sellerName}` : '',
            other.publicPage ? '' : ` (${noPageBecause(other)}: no public page)`,
            '.',
          ].join('')}
        </Text>
      ) : null}
      {reason.photoId && reason.otherPhotoId ? (
        <Group gap={4} mt={4} wrap="nowrap" role="group" aria-label="The two photos">
          <Image
            src={thumbnailUrl(reason.photoId)}
            alt={`${which} of ${item.listingTitle ?? 'this listing'}`}
            w={40}
            h={40}
            radius="sm"
            fit="cover"
            loading="lazy"
          />
          <Image
            src={thumbnailUrl(reason.otherPhotoId)}
            alt={`The matching photo of ${title}`}
            w={40}
            h={40}
            radius="sm"
            fit="cover"
            loading="lazy"
          />
        </Group>
      ) : null}
    </>
  );
}

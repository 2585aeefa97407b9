import { Badge, Group, Progress, Text } from '@mantine/core';
import { IconCalendar, IconEye, IconMapPin, IconMessageCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { placeLabel } from '@/domain/format';
import { formatDate, i18n } from '@/app/ui/i18n';
import { priceText } from '@/app/ui/i18n/price-text';
import type { LocalListing } from '@/app/local/db';
import classes from './listing-cards.module.css';
import { ListingBadges } from './listing-badges';
import { ListingThumbnail } from './listing-photo';
import { ReactivateButton } from './reactivate-button';

/** A card's height before it is measured: photo, two title lines, price, badges and counts. */
const ESTIMATED_CARD_HEIGHT = 128;
/** Cards drawn beyond the screen's edges, so a quick flick never shows a gap. */
const OVERSCAN = 4;

/** One listing as a phone shows it: nothing cut but a title past two lines. */
const ListingCard = memo(function ListingCard({ listing }: { listing: LocalListing }) {
  const place = placeLabel(listing);
  const date = formatDate(listing.createdAt);
  return (
    <article className={classes.card}>
      <ListingThumbnail imageRef={listing.images[0]} size={76} radius={12} />
      <div className={classes.body}>
        <Link
          to="/listing/$id"
          params={{ id: listing._id }}
          className={classes.link}
          title={listing.title}
        >
          {listing.title || i18n._('table.untitled')}
        </Link>
        <Text className={classes.price} c="brand">
          {priceText(listing.price)}
        </Text>
        <Group gap={6} wrap="wrap">
          {listing.price?.isNegotiable ? (
            <Badge size="xs" radius="sm" variant="light" color="gray">
              {i18n._('detail.negotiable')}
            </Badge>
          ) : null}
          <ListingBadges listing={listing} />
        </Group>
        <div className={classes.meta}>
          {place ? (
            <span>
              <IconMapPin size={14} aria-hidden />
              {place}
            </span>
          ) : null}
          {date ? (
            <span>
              <IconCalendar size={14} aria-hidden />
              {date}
            </span>
          ) : null}
        </div>
        <div className={classes.meta}>
          <span>
            <IconEye size={14} aria-hidden />
            {i18n._('detail.views', { count: listing.views ?? 0 })}
          </span>
          <span>
            <IconMessageCircle size={14} aria-hidden />
            {i18n._('chart.chats', { count: listing.leads ?? 0 })}
          </span>
        </div>
        <ReactivateButton listing={listing} />
      </div>
    </article>
  );
});

/**
 * The seller's listings as cards, for phones (the table is for wider screens). The page itself
 * scrolls, and only the cards near the screen are in it (a window virtualizer measuring each
 * card), so ten thousand listings open and scroll like ten. It shows the rows it is given (the
 * page searches and filters them, as for the table).
 */
export const ListingCards = memo(function ListingCards({
  listings: rows,
  empty,
  fetching,
}: {
  /** The rows to show, newest first (already searched and filtered). */
  listings: LocalListing[];
  /** What to say when there are no rows (nothing while more rows are still being read). */
  empty: string | null;
  fetching: boolean;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the list starts on the page: the virtualizer counts the window's scroll from there. It
  // moves when something above it changes size (a draft saved, a notice shown).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setOffset(list.getBoundingClientRect().top + window.scrollY);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: offset,
    getItemKey: (index) => rows[index]!._id,
  });
  const items = virtualizer.getVirtualItems();

  return (
    <div>
      {fetching ? (
        <Progress value={100} animated size="xs" mb="xs" aria-label={i18n._('table.updating')} />
      ) : null}
      {rows.length === 0 && empty ? (
        <Text c="dimmed" py="lg" ta="center">
          {empty}
        </Text>
      ) : null}
      <ul
        ref={listRef}
        className={classes.list}
        aria-label={i18n._('table.listings')}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={classes.item}
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <ListingCard listing={rows[item.index]!} />
          </li>
        ))}
      </ul>
    </div>
  );
});

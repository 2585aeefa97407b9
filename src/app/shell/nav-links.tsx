import { NavLink } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from './nav-links.module.css';
import { NAV_ITEMS, type NavKey } from './nav-items';
import { i18n } from '@/app/ui/i18n';

const ITEM_STYLES = {
  root: { borderRadius: 32 },
  label: { fontWeight: 500, whiteSpace: 'nowrap' },
} as const;

const CLASSES = { root: classes.item, section: classes.icon };

/** Only the page itself is current (aria-current="page"): '/' is not current on '/help'. */
const EXACT = { exact: true, includeSearch: false } as const;

/**
 * The seller's nav, in the header (wide screens) or in the drawer (phones). The item of the
 * current section is highlighted; on its own page the link also says so to assistive technology
 * (aria-current="page"). Admins also get 'Admin': a plain link to /admin, whose screens load only
 * when it is opened.
 */
export function NavLinks({
  active,
  vertical,
  isAdmin,
  onNavigate,
}: {
  active: NavKey | null;
  vertical?: boolean;
  isAdmin?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <>
      {NAV_ITEMS.map((item) => (
        <NavLink
          key={item.key}
          component={Link}
          to={item.to}
          activeOptions={EXACT}
          label={i18n._(item.label)}
          leftSection={<item.icon size={18} stroke={1.6} />}
          active={item.key === active}
          onClick={onNavigate}
          variant="light"
          w={vertical ? '100%' : 'auto'}
          styles={ITEM_STYLES}
          classNames={CLASSES}
        />
      ))}
      {isAdmin ? (
        <NavLink
          component={Link}
          to="/admin"
          activeOptions={EXACT}
          label={i18n._('nav.admin')}
          leftSection={<IconShieldLock size={18} stroke={1.6} />}
          onClick={onNavigate}
          variant="light"
          w={vertical ? '100%' : 'auto'}
          styles={ITEM_STYLES}
          classNames={CLASSES}
        />
      ) : null}
    </>
  );
}

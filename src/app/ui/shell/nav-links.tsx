import { NavLink } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { NAV_ITEMS, type NavKey } from './nav-items';

const ITEM_STYLES = {
  root: { borderRadius: 32 },
  label: { fontWeight: 500, whiteSpace: 'nowrap' },
} as const;

/**
 * The seller's nav, in the header (wide screens) or in the drawer (phones). Admins also get
 * 'Admin': a plain link to /admin, whose screens load only when it is opened.
 */
export function NavLinks({
  active,
  vertical,
  isAdmin,
  onNavigate,
}: {
  active: NavKey;
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
          label={item.label}
          leftSection={<item.icon size={18} stroke={1.6} />}
          active={item.key === active}
          onClick={onNavigate}
          variant="light"
          w={vertical ? '100%' : 'auto'}
          styles={ITEM_STYLES}
        />
      ))}
      {isAdmin ? (
        <NavLink
          component={Link}
          to="/admin"
          label="Admin"
          leftSection={<IconShieldLock size={18} stroke={1.6} />}
          onClick={onNavigate}
          variant="light"
          w={vertical ? '100%' : 'auto'}
          styles={ITEM_STYLES}
        />
      ) : null}
    </>
  );
}

import { NavLink } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { NAV_ITEMS, type NavKey } from './nav-items';

/** The seller's nav, in the header (wide screens) or in the drawer (phones). */
export function NavLinks({
  active,
  vertical,
  onNavigate,
}: {
  active: NavKey;
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  return NAV_ITEMS.map((item) => (
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
      styles={{ root: { borderRadius: 32 }, label: { fontWeight: 500, whiteSpace: 'nowrap' } }}
    />
  ));
}

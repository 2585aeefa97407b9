import { IconHelp, IconListDetails, IconSettings, IconUser } from '@tabler/icons-react';

export const NAV_ITEMS = [
  { key: 'listings', label: 'My Listings', to: '/', icon: IconListDetails },
  { key: 'profile', label: 'Profile', to: '/profile', icon: IconUser },
  { key: 'help', label: 'Help', to: '/help', icon: IconHelp },
  { key: 'settings', label: 'Settings', to: '/settings', icon: IconSettings },
] as const;

export type NavKey = (typeof NAV_ITEMS)[number]['key'];

/** The active item follows the path; anything else (a listing, the editor) is My Listings. */
export function activeNavKey(pathname: string): NavKey | null {
  if (pathname.startsWith('/profile')) return 'profile';
  if (pathname.startsWith('/help')) return 'help';
  if (pathname.startsWith('/settings')) return 'settings';
  if (pathname.startsWith('/admin')) return null;
  return 'listings';
}

import { IconHelp, IconListDetails, IconSettings, IconUser } from '@tabler/icons-react';

/** Labels are message ids (the nav says them in the seller's language). */
export const NAV_ITEMS = [
  { key: 'listings', label: /*i18n*/ 'nav.listings', to: '/', icon: IconListDetails },
  { key: 'profile', label: /*i18n*/ 'nav.profile', to: '/profile', icon: IconUser },
  { key: 'help', label: /*i18n*/ 'nav.help', to: '/help', icon: IconHelp },
  { key: 'settings', label: /*i18n*/ 'nav.settings', to: '/settings', icon: IconSettings },
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

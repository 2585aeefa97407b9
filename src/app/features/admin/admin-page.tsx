import type { ReactNode } from 'react';
import { AdminDashboard, type AdminTab } from './admin-dashboard';
import { Forbidden } from './forbidden';

interface AdminPageProps {
  /** The signed-in user's admin flag as last stored; undefined when not known yet. */
  isAdmin: boolean | undefined;
  phone?: string | undefined;
  actions?: ReactNode;
  forbiddenAction?: ReactNode;
  /** The open tab when the caller keeps it (in the address); otherwise the page keeps it. */
  tab?: AdminTab;
  onTabChange?: (tab: AdminTab) => void;
}

/**
 * The /admin screen. A user the app already knows is not an admin sees 'not allowed' without a
 * single admin call; everyone else asks the server, which answers 403 to non-admins.
 */
export function AdminPage({ isAdmin, ...rest }: AdminPageProps) {
  if (isAdmin === false) return <Forbidden phone={rest.phone} action={rest.forbiddenAction} />;
  return <AdminDashboard {...rest} />;
}

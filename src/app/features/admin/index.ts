// The admin feature is imported only by routes/admin.tsx, so its code lands in /admin's chunks.
export { AdminPage } from './admin-page';
export type { AdminTab } from './admin-dashboard';

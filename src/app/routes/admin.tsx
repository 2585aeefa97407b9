import { createFileRoute, redirect } from '@tanstack/react-router';
import { getCurrentUserId } from '../local/session';

// The admin dashboard sits outside the seller shell (a desktop screen of its own) and needs a
// signed-in user; whether that user is an admin is the admin screen's own check.
export const Route = createFileRoute('/admin')({
  beforeLoad: () => {
    if (!getCurrentUserId()) throw redirect({ to: '/login', replace: true });
  },
  component: () => <p>Admin dashboard</p>,
});

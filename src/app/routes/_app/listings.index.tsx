import { createFileRoute, redirect } from '@tanstack/react-router';

// The help text links sellers to /listings; their listings live at /, so send them there.
export const Route = createFileRoute('/_app/listings/')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});

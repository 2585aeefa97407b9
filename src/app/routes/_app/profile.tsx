import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/app/features/profile/profile-page';

export const Route = createFileRoute('/_app/profile')({ component: ProfilePage });

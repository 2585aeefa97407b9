/**
 * The entry's first import, so it runs before any other module of the app is evaluated: paints
 * the signed-in seller's last first screen (first-screen.ts) while the rest starts.
 */
import { paintFirstScreen } from './first-screen';
import { getCurrentUserId } from './local/session';

paintFirstScreen(getCurrentUserId());

/**
 * A classic script of its own (scripts/vite/landing-script.ts), named by index.html right after
 * the root: it runs as soon as the page is parsed, while the app's modules are still on their way,
 * and paints the signed-in seller's last first screen (first-screen.ts). It shares no chunk with
 * the app (the app has its own copy of first-screen.ts, which takes the picture away).
 */
import { paintFirstScreen } from './first-screen';
import { getCurrentUserId } from './local/session';

paintFirstScreen(getCurrentUserId());

/**
 * The words of the landing page (/login) and the sign-in steps, word for word as the spec's
 * screens have them: the server renders the pages from them (src/server/landing) and the app's
 * own sign-in screens (a sign-in link, the offline copy) show the same.
 */
import { keepOnOneLine } from './format';

export const LANDING_BADGE = 'Let customers discover you on WhatsApp';
export const LANDING_HEADLINE = 'List your items for free on our WhatsApp marketplace';
export const LANDING_INTRO =
  'Buyers in Zimbabwe chat with our AI-powered bot to find products and services. Put yours in front of them today.';
export const START_LISTING = 'Start Listing';
export const SIGN_IN = 'Sign in';
export const SEARCH_ITEMS = 'Search Items';
export const INSTALL_APP = 'Install app';

export const HIGHLIGHTS = [
  {
    icon: 'sparkles',
    title: 'AI-powered discovery',
    text: 'Buyers describe what they need; the chatbot finds your listing.',
  },
  {
    icon: 'message',
    title: 'Direct customer chats',
    text: 'Buyers contact you straight on WhatsApp. No middleman.',
  },
  { icon: 'tag', title: '100% Free', text: 'No fees to list, no fees to sell.' },
] as const;

export const HOW_IT_WORKS = 'How it works';
/** The three steps; the first names the chat number. */
export const howItWorksSteps = (chatNumber: string) => [
  // The number never breaks across lines (a narrow card would split it between its groups).
  { title: "Send 'Login'", text: `Send Login to ${keepOnOneLine(chatNumber)} on WhatsApp.` },
  {
    title: 'Open your link',
    text: 'Use the link (or the code) the chatbot sends to reach your dashboard.',
  },
  { title: 'Add your listings', text: 'Add what you sell or offer. Buyers find it by chatting.' },
];

export const BUYERS_JUST_ASK = 'Buyers just ask';
export const TRY_IT = 'Try it yourself: tap a question to open the chat.';
export const SAMPLE_PROMPTS = [
  'Looking for a house in Harare',
  'Looking for a plumber',
  "Looking for men's t-shirts",
] as const;
export const FOOTER_NOTE =
  'Always verify listings in person before you pay or travel. Chat number:';

export const BRAND_FIRST = 'Seller';
export const BRAND_SECOND = 'Dashboard';
/** The brand in the sign-in steps' top bar leads back to the landing (WCAG 2.5.3: its words first). */
export const BRAND_HOME_LABEL = 'Seller Dashboard: back to the start page';

export const SIGN_IN_TITLE = 'Sign in with WhatsApp';
/** 'Send **Login** to **{number}** on WhatsApp. The chatbot replies with an access link and a code.' */
export const signInInstructions = (chatNumber: string) =>
  [
    'Send ',
    'Login',
    ' to ',
    chatNumber,
    ' on WhatsApp. The chatbot replies with an access link and a code.',
  ] as const;
export const SEND_LOGIN = 'Send Login on WhatsApp';
export const ENTER_CODE_LINK = 'Already received a code? Enter it here';

export const CODE_TITLE = 'Enter your code';
export const CODE_INSTRUCTIONS =
  'Type the last 3 digits of your WhatsApp number and the 4-digit code the chatbot sent you.';
export const SUFFIX_LABEL = 'Last 3 digits of your number';
export const CODE_LABEL = '4-digit code';
export const BACK_TO_SIGN_IN = 'Back to WhatsApp login';
export const VERIFYING_CODE = 'Verifying code...';
export const VERIFYING_LINK = 'Verifying link...';

/**
 * What sign-in says when it fails (spec, section 8, and the causes it does not name). The app's
 * own sign-in screens say the same from its catalogues (a test holds them to these).
 */
export const CODE_FAILED = 'Invalid code combination. Please try again.';
export const CODE_USED = 'This code has already been used. Please request a new one.';
export const NO_CONNECTION = 'No connection. Check your internet connection and try again.';
export const SERVER_UNREACHABLE = 'The server could not be reached. Please try again in a moment.';

/** The lockout: without a wait, then a wait of one minute, then of `{minutes}` minutes. */
export const TOO_MANY_LATER = 'Too many tries. Please try again later.';
export const TOO_MANY_ONE = 'Too many tries. Please try again in 1 minute.';
export const TOO_MANY_MANY = 'Too many tries. Please try again in {minutes} minutes.';

/** The wait of a lockout from the answer's Retry-After (seconds), rounded up to whole minutes. */
export function waitMinutes(retryAfter: string | number | null): number | null {
  const seconds = Number(retryAfter);
  if (retryAfter === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}

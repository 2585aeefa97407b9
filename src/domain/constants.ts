/**
 * Business constants and limits of the product (spec). App and server read
 * them from here so a limit changes in one place.
 */

/** Photos per listing and per file (spec). */
export const IMAGE_LIMITS = {
  maxFiles: 4,
  /** 10 MB per file. */
  maxBytes: 10_485_760,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  extensions: ['.jpg', '.jpeg', '.png', '.webp'],
} as const;

/**
 * Photos go up in slices of this size (PATCH /files/uploads/{key}): on a link that drops, a drop
 * costs what was in flight, not the photo. The server takes slices up to MAX_UPLOAD_SLICE_BYTES.
 */
export const UPLOAD_SLICE_BYTES = 256 * 1024;
export const MAX_UPLOAD_SLICE_BYTES = 1024 * 1024;

/** Client-side compression target before upload. */
export const IMAGE_COMPRESSION = {
  maxSizeMB: 0.9,
  maxWidthOrHeight: 1920,
} as const;

/** Sign-in cookie: name, lifetime and path (spec). */
export const LOGIN_COOKIE_NAME = 'token';
export const LOGIN_COOKIE_DAYS = 15;
export const LOGIN_COOKIE_PATH = '/';
/** Server sessions live as long as the cookie that carries them. */
export const SESSION_TTL_MS = LOGIN_COOKIE_DAYS * 24 * 60 * 60 * 1000;

/**
 * An uploaded photo that no listing shows is removed by the server after this long. The phone
 * uploads a photo again before sending a listing that still holds one uploaded nearly that long
 * ago (a draft left for a day), so the listing never names a file the server has swept.
 */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Phone verification: the last 3 digits of the phone plus a 4-digit code. */
export const PHONE_SUFFIX_LENGTH = 3;
export const LOGIN_CODE_LENGTH = 4;

/** Sign-in error/info messages auto-dismiss after this long. */
export const SIGNIN_MESSAGE_MS = 5000;
/** The profile form's success or error banner clears after this long. */
export const PROFILE_BANNER_MS = 3000;
/** The wizard moves to the next step this long after a valid Next. */
export const STEP_ADVANCE_MS = 200;
/** Restoring persisted state at start-up gives up after this long. */
export const RESTORE_TIMEOUT_MS = 5000;
/** Unused query cache entries are dropped after this long. */
export const QUERY_GC_MS = 60_000;

/** Seller table row height: wide screens, and screens narrower than `narrowBelow` px. */
export const TABLE_ROW_HEIGHT = { wide: 76, narrow: 96, narrowBelow: 768 } as const;
/** The header shows at most this many characters of the display name. */
export const HEADER_NAME_MAX = 10;

/** Layout breakpoints in px. */
export const BREAKPOINTS = { xs: 0, xsm: 480, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

/** Today's views is the seventh entry (index 6) of the admin daily views list. */
export const TODAY_VIEWS_INDEX = 6;
/** The admin daily views list covers this many days, oldest first, today last. */
export const DAILY_VIEWS_DAYS = 7;

/** Prices: USD only, formatted for en-US; amount inputs carry a $ prefix. */
export const CURRENCY = 'USD';
export const LOCALE = 'en-US';
export const CURRENCY_PREFIX = '$';

/** Theme: light or dark, light by default, kept in local storage under this key. */
export const THEME_STORAGE_KEY = 'themeMode';
export const DEFAULT_THEME = 'light';

/** Persisted state key root; these parts are never persisted. */
export const PERSIST_KEY = 'root';
export const PERSIST_EXCLUDED = ['pagination', 'api', 'apiSlice', 'uploadProgress'] as const;

/** Look: font and button corner radius. */
export const FONT_FAMILY = 'Poppins';
export const BUTTON_RADIUS_PX = 32;

/** Copy shared by the editor and the server's validation. */
export const REQUIRED_MESSAGE = 'This field is required';
export const MAX_FILES_MESSAGE = 'Maximum 4 files allowed';

/**
 * The marketplace's name where the server is not told another (MARKETPLACE_NAME): 'musika' is
 * Shona for market. WhatsApp is only the channel buyers use.
 */
export const DEFAULT_MARKETPLACE_NAME = 'Musika';

export { i18n } from '@lingui/core';
export { Trans, useLingui } from '@lingui/react';
export {
  ADDRESS_LANGUAGE,
  APP_LANGUAGES,
  LANGUAGE_KEY,
  LANGUAGE_NAMES,
  activateLanguage,
  loadLaterMessages,
  loadSignInMessages,
  asLanguage,
  currentLanguage,
  initialLanguage,
  storedLanguage,
} from './language';
export { formatDate, formatDateTime, formatNumber, formatTime } from './format';

/** Login cookie lifetime (spec section 9). Moves to src/domain/constants once that exists. */
export const LOGIN_COOKIE_DAYS = 15;

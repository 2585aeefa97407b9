/** Browsers never try plain http for the site again, for a year (sent only when served on https). */
export const HSTS = 'max-age=31536000; includeSubDomains';

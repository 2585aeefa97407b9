/**
 * The kinds of scam the screening names (scam-patterns.ts holds their words): apart, so the
 * schemas the app loads carry the names without the word lists.
 */
export const SCAM_KINDS = [
  'pay_before_viewing',
  'reservation_fee',
  'transport_fee',
  'other_number',
  'code_request',
  'off_platform',
] as const;
export type ScamKind = (typeof SCAM_KINDS)[number];

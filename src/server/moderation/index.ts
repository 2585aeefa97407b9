/** Trust and safety: cases, reports, admin decisions, suspension, the audit log. */
export { openCase, holdForReview, sendBackToReview, type OpenCaseInput } from './cases';
export {
  recordReport,
  reporterKeyOf,
  claimReportSlot,
  REPORTS_PER_ADDRESS,
  type ReportOutcome,
} from './reports';
export {
  hideListing,
  approveListing,
  dismissCase,
  moderateListing,
  moderationCounts,
  type AdminDecision,
} from './actions';
export { suspendSeller, restoreSeller, suspensionOfPhone } from './suspension';
export { writeAudit, toAuditJson } from './audit';
export { VISIBLE_TO_BUYERS, OFFERED_TO_BUYERS } from './offered';
export { otherListingsOf, withOtherListings } from './photo-reuse';
export { AccountSuspended, ModerationRefusal } from './errors';
export { suspendedBody, EDITED_AFTER_HIDDEN } from './copy';
export { inviteAppeal, takeAppeal } from './appeal';

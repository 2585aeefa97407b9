/**
 * The public page's report form (/l/{id}/report): a buyer says what is wrong with a listing. Plain
 * HTML, no JavaScript: a POST form, answered with a thank-you page, or with the form again saying
 * what to fix and keeping what was typed. Every value is escaped.
 */
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@/domain/schemas/moderation';
import { singleLine } from '@/domain/seller-text';
import { escapeHtml, findMore, layout, pageCsp, STYLE, type PageContext } from './listing-page';

/** The report form is in English for now: its page says so to screen readers, whatever the link. */
const ENGLISH = (context: PageContext): PageContext => ({ ...context, language: 'en' });

const FORM_STYLE = `${STYLE}fieldset{border:0;margin:0;padding:0}legend{font-weight:700;margin-bottom:8px}.choice{display:flex;align-items:center;gap:10px;min-height:44px}.choice input{width:22px;height:22px;margin:0}label.note{display:block;font-weight:700;margin:16px 0 4px}textarea{width:100%;min-height:96px;font:inherit;padding:8px;border:1px solid #868e96;border-radius:8px}.error{background:#fff5f5;color:#a61e1e;border-radius:12px;padding:10px 14px;font-weight:600;margin:0 0 12px}button{display:block;width:100%;border:0;cursor:pointer;font:inherit;background:#075e54;color:#fff;font-weight:700;border-radius:32px;padding:14px 16px;margin:16px 0 8px}`;

/** The report pages' policy: the listing page's, with the form allowed to post to this site. */
export const REPORT_PAGE_CSP = pageCsp(FORM_STYLE, "'self'");

/** The link under each report page back to the listing it reports. */
const backToListing = (listing: { id: string }) =>
  `<a class="link" href="/l/${encodeURIComponent(listing.id)}">Back to the listing</a>`;

/** A report page: in English, with the form's style sheet. */
const reportPage = (title: string, body: string[], context: PageContext) =>
  layout(head(title, context.marketplaceName), body.join(''), ENGLISH(context), FORM_STYLE);

export interface ReportForm {
  reason?: string;
  note?: string;
}

export interface ReportFormError {
  /** The field to fix; none when the whole post was refused. */
  field?: 'reason' | 'note';
  message: string;
}

export const REPORT_ERRORS = {
  reason: 'Choose what is wrong with this listing.',
  note: `Keep the note to ${REPORT_NOTE_MAX} characters or fewer.`,
  crossSite:
    'This report came from another website, so it was not sent. To report this listing, use this form.',
} as const;

/** Reads the form: the reason and note, or what to fix. */
export function readReportForm(
  form: ReportForm,
): { ok: true; reason: ReportReason; note?: string } | { ok: false; error: ReportFormError } {
  const reason = REPORT_REASONS.find((value) => value === form.reason);
  if (!reason) return { ok: false, error: { field: 'reason', message: REPORT_ERRORS.reason } };
  const note = (form.note ?? '').trim();
  if (note.length > REPORT_NOTE_MAX) {
    return { ok: false, error: { field: 'note', message: REPORT_ERRORS.note } };
  }
  return { ok: true, reason, ...(note ? { note } : {}) };
}

const head = (title: string, name: string) =>
  `<title>${escapeHtml(`${title} | ${name}`)}</title><meta name="robots" content="noindex">`;

export function renderReportForm(
  listing: { id: string; title: string },
  context: PageContext,
  values: ReportForm = {},
  error?: ReportFormError,
): string {
  const id = encodeURIComponent(listing.id);
  const title = singleLine(listing.title).trim();
  const choices = REPORT_REASONS.map(
    (reason) =>
      `<label class="choice"><input type="radio" name="reason" value="${reason}" required${
        values.reason === reason ? ' checked' : ''
      }${error?.field === 'reason' ? ' aria-describedby="problem"' : ''}>${escapeHtml(
        REPORT_REASON_LABELS[reason],
      )}</label>`,
  ).join('');
  const body = [
    '<div class="card">',
    `<h1>Report this listing</h1>`,
    `<p class="muted">${escapeHtml(title)}</p>`,
    error ? `<p class="error" id="problem" role="alert">${escapeHtml(error.message)}</p>` : '',
    `<form method="post" action="/l/${id}/report">`,
    `<fieldset><legend>What is wrong?</legend>${choices}</fieldset>`,
    `<label class="note" for="note">Anything we should know? (optional)</label>`,
    `<textarea id="note" name="note" maxlength="${REPORT_NOTE_MAX}"${
      error?.field === 'note' ? ' aria-invalid="true" aria-describedby="problem"' : ''
    }>${escapeHtml(values.note ?? '')}</textarea>`,
    '<button type="submit">Send the report</button>',
    '</form>',
    '</div>',
    backToListing(listing),
  ];
  return reportPage('Report this listing', body, context);
}

export function renderReportThanks(listing: { id: string }, context: PageContext): string {
  const body = [
    '<div class="card" role="status">',
    '<h1>Thank you for your report</h1>',
    '<p>Our team will look at this listing. If it breaks the marketplace rules, we hide it and may ',
    "suspend the seller. We do not tell the seller who reported it, and we don't reply to each ",
    'report.</p>',
    '<p class="muted">If you have lost money, report it to the police as well.</p>',
    '</div>',
    backToListing(listing),
    `<a class="link" href="${escapeHtml(context.marketplaceUrl)}">${escapeHtml(
      findMore(context.marketplaceName),
    )}</a>`,
  ];
  return reportPage('Report sent', body, context);
}

export function renderReportLimited(listing: { id: string }, context: PageContext): string {
  const body = [
    '<div class="card">',
    '<h1>Too many reports</h1>',
    '<p role="alert">Too many reports came from your network in a short time. Please try again ',
    'later.</p>',
    '</div>',
    backToListing(listing),
  ];
  return reportPage('Too many reports', body, context);
}

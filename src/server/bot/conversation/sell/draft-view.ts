/**
 * What the seller sees of their chat draft: the summary in one message (title, price as buyers
 * will see it, town, category, photo count) with Publish / Change / Cancel, or the next question
 * (a list for a closed choice, paged past the Cloud API's 10 rows; text for the others).
 */
import { formatPrice, labelFor, placeLabel } from '@/domain/format';
import type { Option } from '@/domain/catalogue';
import { missingQuestions, type OfferFields, type OfferQuestion } from '@/server/discovery/offer';
import type { OutboundMessage } from '@/server/bot/outbound';
import type { ChatDraft } from '@/server/listings/chat-drafts';
import type { SellCopy } from './copy';

export const SELL_PREFIX = 'sell:';
export const SELL = {
  publish: 'sell:publish',
  change: 'sell:change',
  cancel: 'sell:cancel',
  replace: 'sell:replace',
  keep: 'sell:keep',
  /** sell:set:<field>:<value>, a choice from a question's list. */
  set: 'sell:set:',
  /** sell:page:<field>:<page>, the next rows of a long list. */
  page: 'sell:page:',
  /** sell:field:<field>, the field to change. */
  field: 'sell:field:',
  /** The Sell button under the welcome: the listing form. */
  form: 'sell:form',
  /** sell:sold:<listing id>. */
  sold: 'sell:sold:',
} as const;

/** The draft's fields as the understanding reads them, with its photo count. */
export function offerFieldsOf(draft: ChatDraft): OfferFields {
  return { ...(draft.fields as OfferFields), photos: draft.images.length };
}

export function summaryMessage(draft: ChatDraft, copy: SellCopy): OutboundMessage {
  const fields = draft.fields as OfferFields & { neighborhood?: string };
  const category = [labelFor('type', fields.type), labelFor('subType', fields.subType)]
    .filter(Boolean)
    .join(' › ');
  const suburb = fields.neighborhood ? labelFor('neighborhood', fields.neighborhood) : '';
  const place = [suburb, placeLabel(fields)].filter(Boolean).join(', ');
  return {
    kind: 'buttons',
    body: copy.summary({
      title: fields.title ?? copy.notSet,
      price: fields.price ? formatPrice(fields.price) : copy.notSet,
      place: place || copy.notSet,
      category: category || copy.notSet,
      photos: draft.images.length,
    }),
    buttons: [
      { id: SELL.publish, title: copy.buttons.publish },
      { id: SELL.change, title: copy.buttons.change },
      { id: SELL.cancel, title: copy.buttons.cancel },
    ],
  };
}

const ROWS = 10;

/** A closed question's choices, page by page: nine rows and "More…" while more follow. */
function listRows(field: string, choices: readonly Option[], page: number, copy: SellCopy) {
  if (choices.length <= ROWS) {
    return choices.map((o) => ({ id: `${SELL.set}${field}:${o.value}`, title: o.label }));
  }
  const per = ROWS - 1;
  const start = page * per;
  const rows = choices
    .slice(start, start + per)
    .map((o) => ({ id: `${SELL.set}${field}:${o.value}`, title: o.label }));
  const next = start + per < choices.length ? page + 1 : 0;
  rows.push({ id: `${SELL.page}${field}:${next}`, title: copy.moreRow });
  return rows;
}

export function questionMessage(
  question: OfferQuestion,
  copy: SellCopy,
  page = 0,
  lead = '',
): OutboundMessage {
  const body = [lead, copy.ask[question.field]].filter(Boolean).join('\n');
  if (!question.closed || !question.choices?.length) return { kind: 'text', text: body };
  return {
    kind: 'list',
    body,
    button: copy.listButton,
    sectionTitle: copy.listButton,
    rows: listRows(question.field, question.choices, page, copy),
  };
}

/** The first question still open, or null when the draft is ready to publish. */
export function nextQuestion(draft: ChatDraft): OfferQuestion | null {
  return missingQuestions(offerFieldsOf(draft))[0] ?? null;
}

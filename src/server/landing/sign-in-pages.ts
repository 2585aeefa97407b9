/**
 * The sign-in steps: how to get a link and a code (/login?step=sign-in), and code entry
 * (/login?step=code), a plain form that posts to /login/code and works without any script; the
 * landing's script makes it move on by itself and send itself once both boxes are full.
 */
import { LOGIN_CODE_LENGTH, PHONE_SUFFIX_LENGTH } from '@/domain/constants';
import { formatPhone, keepOnOneLine } from '@/domain/format';
import {
  BACK_TO_SIGN_IN,
  CODE_INSTRUCTIONS,
  CODE_LABEL,
  CODE_TITLE,
  ENTER_CODE_LINK,
  SEND_LOGIN,
  SIGN_IN,
  SIGN_IN_TITLE,
  SUFFIX_LABEL,
  signInInstructions,
} from '@/domain/landing-copy';
import { escapeHtml } from '@/server/public-page/listing-page';
import { icon } from './icons';
import {
  EXTERNAL,
  chatLink,
  documentHtml,
  stepHref,
  stepsTopBar,
  type LandingContext,
} from './landing-html';

/** Where the code form posts. */
export const CODE_FORM_ACTION = '/login/code';

function stepPage(ctx: LandingContext, next: string | undefined, panel: string): string {
  return documentHtml(
    ctx,
    `<div class="steps-page">${stepsTopBar(next)}<main class="center"><div class="panel">${panel}</div></main></div>`,
  );
}

/** A message the seller must read (a failed sign-in); it clears itself after 5 s with the script. */
export function alertHtml(message: string): string {
  return `<div class="alert red" role="alert" data-message>${escapeHtml(message)}</div>`;
}

export function renderSignIn(ctx: LandingContext, next?: string): string {
  const [send, login, to, , tail] = signInInstructions('');
  const number = escapeHtml(keepOnOneLine(formatPhone(ctx.chatNumber)));
  return stepPage(
    ctx,
    next,
    `<div><h2>${SIGN_IN_TITLE}</h2><p class="sm dim mt4">${send}<b>${login}</b>${to}<b>${number}</b>${tail}</p></div>
<a class="btn md icon filled block" href="${escapeHtml(chatLink(ctx.chatNumber, 'Login'))}" ${EXTERNAL}>${icon('whatsapp', 20)}${SEND_LOGIN}</a>
<p class="sm center-text"><a class="anchor tap" href="${escapeHtml(stepHref('code', next))}">${ENTER_CODE_LINK}</a></p>`,
  );
}

export interface CodeEntryState {
  /** The last three digits as typed, kept when the code was wrong. */
  suffix?: string;
  /** Why the last try did not sign in. */
  message?: string;
  /** Where to go once signed in (a path of this site, checked). */
  next?: string;
}

export function renderCodeEntry(ctx: LandingContext, state: CodeEntryState = {}): string {
  const suffix = /^\d{0,3}$/.test(state.suffix ?? '') ? (state.suffix ?? '') : '';
  // Focus goes where the seller types next: the code once the digits of the phone are there.
  const focusCode = suffix.length === PHONE_SUFFIX_LENGTH;
  const { next } = state;
  const keepNext = next ? `<input type="hidden" name="next" value="${escapeHtml(next)}">` : '';
  return stepPage(
    ctx,
    next,
    `<div><h2>${CODE_TITLE}</h2><p class="sm dim">${CODE_INSTRUCTIONS}</p></div>
<form method="post" action="${CODE_FORM_ACTION}" class="panel-form" data-code-form>${keepNext}
<div class="fields">
<div class="field"><label for="suffix">${SUFFIX_LABEL}</label><input id="suffix" name="lastThreeDigits" placeholder="123" inputmode="numeric" autocomplete="off" maxlength="${PHONE_SUFFIX_LENGTH}" pattern="[0-9]{${PHONE_SUFFIX_LENGTH}}" required value="${suffix}"${focusCode ? '' : ' autofocus'}></div>
<div class="field"><label for="code">${CODE_LABEL}</label><input id="code" name="code" placeholder="0000" inputmode="numeric" autocomplete="one-time-code" maxlength="${LOGIN_CODE_LENGTH}" pattern="[0-9]{${LOGIN_CODE_LENGTH}}" required${focusCode ? ' autofocus' : ''}></div>
</div>
<noscript><button type="submit" class="btn md filled block">${SIGN_IN}</button></noscript>
</form>
<div class="messages" data-messages>${state.message ? alertHtml(state.message) : ''}</div>
<a class="btn subtle block" href="${escapeHtml(stepHref('sign-in', next))}" data-back>${icon('arrowLeft', 16)}${BACK_TO_SIGN_IN}</a>`,
  );
}

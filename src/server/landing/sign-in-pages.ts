/**
 * The sign-in steps: how to get a link and a code (/login?step=sign-in), and code entry
 * (/login?step=code), a plain form that posts to /login/code and works without any script; the
 * landing's script makes it move on by itself and send itself once both boxes are full.
 */
import { LOGIN_CODE_LENGTH, PHONE_SUFFIX_LENGTH } from '@/domain/constants';
import { formatPhone, keepOnOneLine } from '@/domain/format';
import { escapeHtml } from '@/server/public-page/listing-page';
import { icon } from './icons';
import {
  EXTERNAL,
  chatLink,
  copyOf,
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
    `<div class="steps-page">${stepsTopBar(ctx, next)}<main class="center"><div class="panel">${panel}</div></main></div>`,
  );
}

/** A message the seller must read (a failed sign-in); it clears itself after 5 s with the script. */
export function alertHtml(message: string): string {
  return `<div class="alert red" role="alert" data-message>${escapeHtml(message)}</div>`;
}

export function renderSignIn(ctx: LandingContext, next?: string): string {
  const words = copyOf(ctx);
  const [send, login, to, tail] = words.signInInstructions;
  const number = escapeHtml(keepOnOneLine(formatPhone(ctx.chatNumber)));
  return stepPage(
    ctx,
    next,
    `<div><h2>${words.signInTitle}</h2><p class="sm dim mt4">${send}<b>${login}</b>${to}<b>${number}</b>${tail}</p></div>
<a class="btn md icon filled block" href="${escapeHtml(chatLink(ctx.chatNumber, 'Login'))}" ${EXTERNAL}>${icon('whatsapp', 20)}${words.sendLogin}</a>
<p class="sm center-text"><a class="anchor tap" href="${escapeHtml(stepHref('code', next, ctx.language))}">${words.enterCodeLink}</a></p>`,
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
  const words = copyOf(ctx);
  const keepNext = next ? `<input type="hidden" name="next" value="${escapeHtml(next)}">` : '';
  // A refused try answers in the language the form was shown in; the page's script takes all its
  // words from the form (checking the code, a wrong or used code, no connection, a lockout).
  const keepLanguage =
    ctx.language === 'en' ? '' : `<input type="hidden" name="lang" value="${ctx.language}">`;
  const scriptWords = Object.entries({
    verifying: words.verifyingCode,
    failed: words.codeFailed,
    used: words.codeUsed,
    offline: words.noConnection,
    unreachable: words.unreachable,
    locked: words.tooManyLater,
    'locked-one': words.tooManyOne,
    'locked-many': words.tooManyMany,
  })
    .map(([name, text]) => ` data-${name}="${escapeHtml(text)}"`)
    .join('');
  return stepPage(
    ctx,
    next,
    `<div><h2>${words.codeTitle}</h2><p class="sm dim">${words.codeInstructions}</p></div>
<form method="post" action="${CODE_FORM_ACTION}" class="panel-form" data-code-form${scriptWords}>${keepNext}${keepLanguage}
<div class="fields">
<div class="field"><label for="suffix">${words.suffixLabel}</label><input id="suffix" name="lastThreeDigits" placeholder="123" inputmode="numeric" autocomplete="off" maxlength="${PHONE_SUFFIX_LENGTH}" pattern="[0-9]{${PHONE_SUFFIX_LENGTH}}" required value="${suffix}"${focusCode ? '' : ' autofocus'}></div>
<div class="field"><label for="code">${words.codeLabel}</label><input id="code" name="code" placeholder="0000" inputmode="numeric" autocomplete="one-time-code" maxlength="${LOGIN_CODE_LENGTH}" pattern="[0-9]{${LOGIN_CODE_LENGTH}}" required${focusCode ? ' autofocus' : ''}></div>
</div>
<noscript><button type="submit" class="btn md filled block">${words.signIn}</button></noscript>
</form>
<div class="messages" data-messages>${state.message ? alertHtml(state.message) : ''}</div>
<a class="btn subtle block" href="${escapeHtml(stepHref('sign-in', next, ctx.language))}" data-back>${icon('arrowLeft', 16)}${words.backToSignIn}</a>`,
  );
}

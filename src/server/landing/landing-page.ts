/** The landing (/login): what the marketplace is, how to start, and the chat a tap away. */
import { EXAMPLE_CATEGORIES } from '@/domain/catalogue/example-categories';
import { formatPhone, keepOnOneLine } from '@/domain/format';
import {
  BUYERS_JUST_ASK,
  FOOTER_NOTE,
  HIGHLIGHTS,
  HOW_IT_WORKS,
  INSTALL_APP,
  LANDING_BADGE,
  LANDING_HEADLINE,
  LANDING_INTRO,
  SAMPLE_PROMPTS,
  SEARCH_ITEMS,
  SIGN_IN,
  START_LISTING,
  TRY_IT,
  howItWorksSteps,
} from '@/domain/landing-copy';
import { escapeHtml } from '@/server/public-page/listing-page';
import { icon } from './icons';
import {
  EXTERNAL,
  chatLink,
  documentHtml,
  landingTopBar,
  stepHref,
  type LandingContext,
} from './landing-html';

export function renderLanding(ctx: LandingContext, next?: string): string {
  const signIn = escapeHtml(stepHref('sign-in', next));
  const number = keepOnOneLine(formatPhone(ctx.chatNumber));
  const chat = escapeHtml(chatLink(ctx.chatNumber));
  const hero = `<section class="hero"><div class="container stack">
<p class="badge">${icon('whatsapp', 14)}${LANDING_BADGE}</p>
<h1>${LANDING_HEADLINE}</h1>
<p class="intro dim">${LANDING_INTRO}</p>
<div class="actions">
<a class="btn md filled" href="${signIn}">${START_LISTING}</a>
<a class="btn md default" href="${signIn}">${SIGN_IN}</a>
<a class="btn md icon light" href="${chat}" ${EXTERNAL}>${icon('search', 18)}${SEARCH_ITEMS}</a>
<button type="button" class="btn md icon outline" data-install hidden>${icon('download', 18)}${INSTALL_APP}</button>
</div>
<ul class="chips">${EXAMPLE_CATEGORIES.map((category) => `<li>${escapeHtml(category)}</li>`).join('')}</ul>
</div></section>`;

  const highlights = HIGHLIGHTS.map(
    (item) =>
      `<li class="card"><span class="ticon">${icon(item.icon, 22)}</span><p class="strong">${escapeHtml(item.title)}</p><p class="sm dim">${escapeHtml(item.text)}</p></li>`,
  ).join('');
  const steps = howItWorksSteps(number)
    .map(
      (step, index) =>
        `<li class="step"><span class="num" aria-hidden="true">${index + 1}</span><div><p class="strong">${escapeHtml(step.title)}</p><p class="sm dim">${escapeHtml(step.text)}</p></div></li>`,
    )
    .join('');
  const prompts = SAMPLE_PROMPTS.map(
    (prompt) =>
      `<li><a class="btn default" href="${escapeHtml(chatLink(ctx.chatNumber, prompt))}" ${EXTERNAL}>${escapeHtml(prompt)}${icon('whatsapp', 18)}</a></li>`,
  ).join('');

  const body = `<div class="container body">
<ul class="grid">${highlights}</ul>
<h2>${HOW_IT_WORKS}</h2>
<ol class="grid">${steps}</ol>
<h2 class="tight">${BUYERS_JUST_ASK}</h2>
<p class="try dim">${TRY_IT}</p>
<ul class="prompts">${prompts}</ul>
</div>`;

  const footer = `<footer><p class="sm dim">${FOOTER_NOTE} <a class="anchor" href="${chat}" ${EXTERNAL}>${escapeHtml(number)}</a></p></footer>`;

  return documentHtml(ctx, `${landingTopBar(next)}<main>${hero}${body}</main>${footer}`);
}

/** The landing (/login): what the marketplace is, how to start, and the chat a tap away. */
import { EXAMPLE_CATEGORIES } from '@/domain/catalogue/example-categories';
import { formatPhone, keepOnOneLine } from '@/domain/format';
import { SAMPLE_PROMPTS } from '@/domain/landing-copy';
import { escapeHtml } from '@/server/public-page/listing-page';
import { icon } from './icons';
import {
  EXTERNAL,
  chatLink,
  copyOf,
  documentHtml,
  landingTopBar,
  stepHref,
  type LandingContext,
} from './landing-html';

export function renderLanding(ctx: LandingContext, next?: string): string {
  const words = copyOf(ctx);
  const signIn = escapeHtml(stepHref('sign-in', next, ctx.language));
  const number = keepOnOneLine(formatPhone(ctx.chatNumber));
  const chat = escapeHtml(chatLink(ctx.chatNumber));
  const hero = `<section class="hero"><div class="container stack">
<p class="badge">${icon('whatsapp', 14)}${words.badge}</p>
<h1>${words.headline}</h1>
<p class="intro dim">${words.intro}</p>
<div class="actions">
<a class="btn md filled" href="${signIn}">${words.startListing}</a>
<a class="btn md default" href="${signIn}">${words.signIn}</a>
<a class="btn md icon light" href="${chat}" ${EXTERNAL}>${icon('search', 18)}${words.searchItems}</a>
<button type="button" class="btn md icon outline" data-install hidden>${icon('download', 18)}${words.installApp}</button>
</div>
<ul class="chips">${EXAMPLE_CATEGORIES.map((category) => `<li>${escapeHtml(category)}</li>`).join('')}</ul>
</div></section>`;

  const highlights = words.highlights
    .map(
      (item) =>
        `<li class="card"><span class="ticon">${icon(item.icon, 22)}</span><p class="strong">${escapeHtml(item.title)}</p><p class="sm dim">${escapeHtml(item.text)}</p></li>`,
    )
    .join('');
  const steps = words
    .steps(number)
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
<h2>${words.howItWorks}</h2>
<ol class="grid">${steps}</ol>
<h2 class="tight">${words.buyersJustAsk}</h2>
<p class="try dim">${words.tryIt}</p>
<ul class="prompts">${prompts}</ul>
</div>`;

  const footer = `<footer><p class="sm dim">${words.footerNote} <a class="anchor" href="${chat}" ${EXTERNAL}>${escapeHtml(number)}</a></p></footer>`;

  return documentHtml(ctx, `${landingTopBar(ctx, next)}<main>${hero}${body}</main>${footer}`);
}

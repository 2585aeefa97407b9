/**
 * What every journey checks on the page: a watch that fails on any uncaught error or an error
 * answer the person did not cause, and the checks every screen passes (axe-core's WCAG 2.2 A/AA
 * rules in light and dark, and 44x44 px touch targets on a phone).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';
import { screenshot } from '../harness';

interface Allowance {
  status: number;
  path: RegExp;
}

export interface PageWatch {
  /** Runs a step in which the person causes these error answers (e.g. a wrong code's 401). */
  allowing<T>(allowed: Allowance[], step: () => Promise<T>): Promise<T>;
  /** Fails with every uncaught page error and unexpected error answer seen so far. */
  assertClean(): void;
}

/** Collects uncaught page errors and 4xx/5xx answers from the server. */
export function watchPage(page: Page, origin: string): PageWatch {
  const problems: string[] = [];
  let allowed: Allowance[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.stack ?? error.message}`));
  page.on('response', (response: Response) => {
    const status = response.status();
    if (status < 400 || !response.url().startsWith(origin)) return;
    const path = new URL(response.url()).pathname;
    if (allowed.some((a) => a.status === status && a.path.test(path))) return;
    problems.push(`${response.request().method()} ${path} answered ${status}`);
  });
  return {
    async allowing(list, step) {
      allowed = list;
      try {
        return await step();
      } finally {
        allowed = [];
      }
    },
    assertClean() {
      expect(problems, 'uncaught page errors or error answers the person did not cause').toEqual(
        [],
      );
    },
  };
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

async function axeSerious(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes
          .slice(0, 5)
          .map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
      }));
  }, AXE_TAGS);
}

/**
 * Waits until what the next check judges has stopped moving: the element given (a dialog, menu
 * or drawer) and every dialog and menu shown are drawn at full opacity (each and its ancestors:
 * Mantine's transitions all start from opacity 0, and hold it for a frame or two before the
 * transition begins), and no CSS transition or finite animation runs anywhere on the page (an
 * overlay's fade, a drawer's slide, colours changing with the theme). Endless animations (a
 * loader's spin) never end and are not waited for. `getAnimations()` brings the styles up to
 * date first, so a transition a change has just caused is counted.
 */
export async function settled(page: Page, target?: Locator): Promise<void> {
  const element = target ? await target.elementHandle() : null;
  try {
    await page.waitForFunction((element) => {
      const opaque = (node: Element | null): boolean =>
        node === null || (getComputedStyle(node).opacity === '1' && opaque(node.parentElement));
      const shown = [...document.querySelectorAll('[role="dialog"], [role="menu"]')].filter(
        (node) => node.getClientRects().length > 0,
      );
      if (element && !opaque(element)) return false;
      if (!shown.every(opaque)) return false;
      return document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        );
    }, element);
  } finally {
    await element?.dispose();
  }
}

/** The colour scheme the page shows now. */
const schemeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

/** Switches the theme as the app's own toggle stores it (themeMode), without a reload. */
async function showScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate((mode) => {
    const old = localStorage.getItem('themeMode');
    localStorage.setItem('themeMode', mode);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'themeMode',
        oldValue: old,
        newValue: mode,
        storageArea: localStorage,
      }),
    );
  }, scheme);
  await page.waitForFunction(
    (mode) => document.documentElement.getAttribute('data-mantine-color-scheme') === mode,
    scheme,
  );
  // Colours change through CSS transitions; axe must read the settled ones.
  await settled(page);
}

/**
 * The checks every screen passes: no serious or critical axe-core violation (WCAG 2.2 A/AA) in
 * the light and the dark theme, and, on a phone, every button, link and tab at least 44x44 px.
 * A page without the app's theme (the public listing page) is checked as it is, and so is a
 * screen drawn before the app has started (`asShown`), which no theme switch can reach yet.
 */
export async function checkScreen(
  page: Page,
  name: string,
  options: { asShown?: boolean } = {},
): Promise<void> {
  // Modals and menus fade in, and axe reads the colours drawn.
  await settled(page);
  const original = await schemeOf(page);
  const found: Record<string, AxeViolation[]> = {};
  if (original === null || options.asShown) {
    found[original ?? 'page'] = await axeSerious(page);
  } else {
    const other = original === 'dark' ? 'light' : 'dark';
    found[original] = await axeSerious(page);
    await showScheme(page, other);
    found[other] = await axeSerious(page);
    await screenshot(page, `journey-${name}-${other}`);
    await showScheme(page, original as 'light' | 'dark');
  }
  const failures = Object.entries(found).filter(([, violations]) => violations.length > 0);
  expect(
    Object.fromEntries(failures),
    `serious or critical accessibility violations on ${name}`,
  ).toEqual({});
  if ((page.viewportSize()?.width ?? 0) < 600) {
    expect(await smallTargets(page), `touch targets under 44x44 px on ${name}`).toEqual([]);
  }
  await screenshot(page, `journey-${name}`);
}

/**
 * Buttons, links, tabs and menu items a finger can reach that measure less than 44x44 px. A link
 * inside a sentence is sized by its text (WCAG's inline exception); what is hidden or covered by an
 * open dialog is not reachable.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'button, a[href], [role="button"], [role="tab"], [role="menuitem"], [role="link"], [role="checkbox"], [role="switch"], [role="radio"]';
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="menu"]')].filter(
      (d) => (d as HTMLElement).offsetParent !== null || getComputedStyle(d).position === 'fixed',
    );
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      // A link stretched over its card (an absolutely placed ::after) is as big as the card.
      const after = getComputedStyle(element, '::after');
      const stretched =
        after.content !== 'none' && after.position === 'absolute' && element.offsetParent;
      const box = (stretched ? element.offsetParent! : element).getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
      if (dialogs.length > 0 && !dialogs.some((d) => d.contains(element))) continue;
      // A link that sits in a line of text is sized by that text.
      if (element.tagName === 'A' && style.display === 'inline') {
        const parent = element.parentElement;
        if (parent && (parent.textContent ?? '').trim() !== (element.textContent ?? '').trim())
          continue;
      }
      if (box.width < 44 || box.height < 44) {
        const name =
          element.getAttribute('aria-label') ||
          (element.textContent ?? '').trim().slice(0, 40) ||
          element.outerHTML.slice(0, 80);
        small.push(`${name} (${Math.round(box.width)}x${Math.round(box.height)})`);
      }
    }
    return small;
  });
}

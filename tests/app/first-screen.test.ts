/**
 * The picture of My Listings' first screen (first-screen.ts): kept for one seller at one width,
 * painted only for them, inert and hidden from assistive technology, taken away when the page
 * draws; never painted with a style sheet missing; forgotten when the seller signs out or another
 * signs in.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  firstScreenShown,
  forgetFirstScreen,
  paintFirstScreen,
  releaseFirstScreen,
  saveFirstScreen,
} from '@/app/first-screen';
import { signIn, signOut } from '@/app/local/session';

const KEY = 'firstScreen';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page as React drew it: a row whose title is markup-like text (React escaped it). */
function drawPage(title = 'Sofa <b>3 seater</b>') {
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root')!;
  const row = document.createElement('tr');
  row.setAttribute('aria-label', title);
  row.append(document.createElement('td'));
  row.cells[0]!.textContent = title;
  const table = document.createElement('table');
  table.append(document.createElement('tbody'));
  table.tBodies[0]!.append(row);
  const photo = document.createElement('img');
  photo.src = 'blob:http://localhost/1234';
  photo.alt = '';
  root.append(table, photo);
  return root;
}

/** A new start of the app: the page parsed again, its root empty. */
function restart() {
  document.body.innerHTML = '<div id="root"></div>';
  document.documentElement.removeAttribute('data-first-screen-gone');
}

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  restart();
});
afterEach(() => releaseFirstScreen());

describe('the picture of the first screen', () => {
  it('paints the saved page for the same seller, inert and hidden, until the page draws', async () => {
    drawPage();
    saveFirstScreen('seller-1');
    restart();

    expect(paintFirstScreen('seller-1')).toBe(true);
    await flush();
    const layer = document.getElementById('first-screen')!;
    expect(layer).not.toBeNull();
    expect(layer.inert).toBe(true);
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    // The title is text again, not markup.
    expect(layer.querySelector('tr')!.textContent).toBe('Sofa <b>3 seater</b>');
    expect(layer.querySelector('b')).toBeNull();
    // A photo only on the device had an object URL, gone with the page: not kept.
    expect(layer.querySelector('img')!.hasAttribute('src')).toBe(false);
    expect(document.getElementById('root')!.style.visibility).toBe('hidden');
    expect(firstScreenShown()).toBe(true);

    releaseFirstScreen();
    expect(document.getElementById('first-screen')).toBeNull();
    expect(document.getElementById('root')!.style.visibility).toBe('');
    expect(firstScreenShown()).toBe(false);
  });

  it('paints nothing for another seller, nobody, another width or another address', async () => {
    drawPage();
    saveFirstScreen('seller-1');
    restart();
    expect(paintFirstScreen('seller-2')).toBe(false);
    expect(paintFirstScreen(null)).toBe(false);

    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: width + 100, configurable: true });
    try {
      expect(paintFirstScreen('seller-1')).toBe(false);
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    }

    history.replaceState(null, '', '/?status=paused');
    try {
      expect(paintFirstScreen('seller-1')).toBe(false);
    } finally {
      history.replaceState(null, '', '/');
    }
    await flush();
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('paints nothing for another build of the app', async () => {
    const build = (id: string) => {
      document.head.querySelector('meta[name="app-build"]')?.remove();
      const meta = document.createElement('meta');
      meta.name = 'app-build';
      meta.content = id;
      document.head.append(meta);
    };
    build('build-1');
    drawPage();
    saveFirstScreen('seller-1');
    restart();
    build('build-2');
    expect(paintFirstScreen('seller-1')).toBe(false);
    build('build-1');
    expect(paintFirstScreen('seller-1')).toBe(true);
    await flush();
    expect(document.getElementById('first-screen')).not.toBeNull();
  });

  it('paints nothing once the page has drawn, even if that came first', async () => {
    drawPage();
    saveFirstScreen('seller-1');
    restart();
    expect(paintFirstScreen('seller-1')).toBe(true);
    releaseFirstScreen();
    await flush();
    expect(document.getElementById('first-screen')).toBeNull();
    expect(document.getElementById('root')!.style.visibility).toBe('');
  });

  it('waits for the style sheets it was drawn with, and paints nothing when one fails', async () => {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = 'http://localhost/assets/table-1.css';
    document.head.append(sheet);
    drawPage();
    saveFirstScreen('seller-1');

    // Started again without the sheet (an app updated since has other files).
    document.head.innerHTML = '';
    restart();
    expect(paintFirstScreen('seller-1')).toBe(true);
    await flush();
    expect(document.getElementById('first-screen')).toBeNull();
    const added = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    expect(added.href).toBe('http://localhost/assets/table-1.css');
    added.dispatchEvent(new Event('error'));
    await flush();
    expect(document.getElementById('first-screen')).toBeNull();
    expect(document.head.querySelector('link')).toBeNull();

    // And once the sheet loads, it paints.
    document.head.innerHTML = '';
    restart();
    paintFirstScreen('seller-1');
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    await flush();
    expect(document.getElementById('first-screen')).not.toBeNull();
  });

  it('is not kept while the page is scrolled, nor when there is too much of it', () => {
    const root = drawPage();
    const table = root.querySelector('table')!;
    Object.defineProperty(table, 'scrollTop', { value: 120, configurable: true });
    saveFirstScreen('seller-1');
    expect(localStorage.getItem(KEY)).toBeNull();

    drawPage();
    saveFirstScreen('seller-1');
    expect(localStorage.getItem(KEY)).not.toBeNull();
    drawPage('x'.repeat(700_000));
    saveFirstScreen('seller-1');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('is not kept while it is itself on screen (it would keep itself)', async () => {
    drawPage('Kept once');
    saveFirstScreen('seller-1');
    restart();
    paintFirstScreen('seller-1');
    await flush();
    forgetFirstScreen();
    saveFirstScreen('seller-1');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('is forgotten when the seller signs out, and when another seller signs in', () => {
    const seller = { _id: 'seller-1', phone: '263771234567', displayName: 'Tendai' };
    signIn(seller, 'token-1');
    drawPage();
    saveFirstScreen('seller-1');
    signOut();
    expect(localStorage.getItem(KEY)).toBeNull();

    signIn(seller, 'token-2');
    saveFirstScreen('seller-1');
    signIn({ ...seller, _id: 'seller-2', phone: '263771234568' }, 'token-3');
    expect(localStorage.getItem(KEY)).toBeNull();
    signOut();
  });
});

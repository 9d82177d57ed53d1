/**
 * `npm run rendered-words -- <locale> [--out file]`: every word a visitor reads on the built site
 * in one language, as Chromium renders it, for a native reviewer's back-translation (see
 * docs/languages.md). For each page of that language: the visible text, then the words only a screen
 * reader or a tooltip gives (aria-label, title, alt, placeholder, the meta description), then
 * every word a visitor reaches by a press though it is closed on load (tab panels not chosen,
 * closed disclosures and menus, a drop-down's choices), and apart, words nobody reaches (the
 * contact form's spam trap). It fails if any tab panel's words are missing from a page. Then
 * the self-check's composed sentences for a set of answers (`answerSets`), read after the
 * island has woken, since they are written in the browser.
 *
 * It reads the current build (`npm run build` first) through the production server.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { isLocale, localeOfPath } from '../src/i18n/locales.ts';
import { dictionaries } from '../src/i18n/ui.ts';
import { builtRoutes } from './routes.ts';
import { startProductionServer } from './production-server.ts';
import { launchChromium, renderWholePage } from './script-loads.ts';

/** Answers that walk the self-check through each kind of verdict and sentence. */
const answerSets: Record<string, string> = {
  'rural owner, 10th pass, small plot, ₹40 lakh, SC/ST and woman':
    'age=30&edu=class10&citizen=yes&site=rural&area=40&unit=cent&frontage=30&land=owned&cat=sc-st,women&funds=40',
  'urban leaseholder aged 58, 10-year lease, ₹1.5 crore, OBC':
    'age=58&edu=graduate&citizen=yes&site=urban&area=800&unit=sqm&frontage=25&land=leased&lease=10&cat=obc&funds=150',
  'highway graduate, 1 acre, ₹3 crore, ex-serviceman':
    'age=40&edu=graduate&citizen=yes&site=highway&area=1&unit=acre&frontage=60&land=owned&cat=ex-servicemen&funds=300',
  'only age and education': 'age=35&edu=class12',
  'not a citizen, ₹20 lakh': 'age=45&edu=graduate&citizen=no&site=urban&funds=20',
  'aged 67, below 10th, 2 acres, ₹1 crore':
    'age=67&edu=below10&citizen=yes&site=rural&area=2&unit=acre&land=owned&funds=100',
};

/**
 * Text without white space or slashes, to compare words read as innerText, as textContent, or
 * with lines joined by " / " (see `readable`).
 */
const squeeze = (text: string) => text.replace(/[\s/]+/gu, '');

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' } },
});
const locale = positionals[0];
if (!isLocale(locale)) {
  console.error('Usage: npm run rendered-words -- <en|hi|te|ta|kn> [--out file]');
  process.exit(2);
}

const routes = builtRoutes(join(import.meta.dirname, '..', 'dist', 'client')).filter(
  (route) => localeOfPath(route) === locale,
);
// The contact form as a brand page's button opens it: its note names the brand.
const contactRoute = routes.find((route) => /\/contact$/.test(route));
if (contactRoute) routes.push(`${contactRoute}?brand=jio`);
const lines: string[] = [];
const server = await startProductionServer({ RATE_LIMIT_MAX: '0' });
// Inside the try, so that a browser that fails to start does not leave the server running.
let browser: Browser | undefined;
try {
  browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const route of routes) {
    await page.goto(`${server.origin}${route}`);
    await renderWholePage(page);
    // Words nobody can reach (a spam trap placed off the page and hidden from screen readers) are
    // taken out of the visible text first, and listed apart, so they are not read as page copy.
    const unreachable = await page.evaluate(() => {
      const found: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>('body [aria-hidden="true"]')) {
        const box = element.getBoundingClientRect();
        const text = element.textContent?.replace(/\s+/g, ' ').trim();
        if (!text || box.right > 0) continue;
        found.push(`hidden from everyone (off the page, and from screen readers): ${text}`);
        element.dataset['renderedWordsUnreachable'] = '';
        element.style.display = 'none';
      }
      return found;
    });
    lines.push(`\n######## ${route}\n`, await page.locator('body').innerText());
    const hidden = await page.evaluate(() => {
      const found: string[] = [];
      const description = document.querySelector('meta[name="description"]');
      found.push(`title: ${document.title}`);
      if (description) found.push(`meta description: ${description.getAttribute('content')}`);
      for (const element of document.querySelectorAll('[aria-label],[title],[alt],[placeholder]')) {
        for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
          const value = element.getAttribute(name);
          if (value) found.push(`${name} on <${element.tagName.toLowerCase()}>: ${value}`);
        }
      }
      // Words a visitor reaches by a press are not in innerText while closed: tab panels not
      // chosen on load, closed <details> (the FAQ, the menus before they wake), panels with
      // `hidden`, a drop-down's choices. Rather than name each widget, this reads every element
      // that is not rendered while its nearest rendered-or-not ancestor with a box is, so a new
      // tab panel or disclosure is read with no change here. (`display: contents` has no box, so
      // checkVisibility() says false for it; it hides nothing, and is looked through.) The
      // contact form's brand note is not one: it shows only with a brand's name written in (read
      // on the `?brand=` route below), and without it it reads as a sentence with a hole.
      const boxless = (element: Element) => getComputedStyle(element).display === 'contents';
      const notRendered = (element: Element) => !boxless(element) && !element.checkVisibility();
      const notWords = 'script, style, template, noscript, svg, [data-rendered-words-unreachable]';
      // A closed element's textContent runs its lines together ("EligibilityLandOwned…"): a copy,
      // opened and laid out off the page, gives its lines as a visitor would read them.
      const readable = (element: Element) => {
        const copy = element.cloneNode(true) as Element;
        for (const part of [copy, ...copy.querySelectorAll('*')]) {
          part.removeAttribute('hidden');
          if (part instanceof HTMLDetailsElement) part.open = true;
          for (const name of [...part.classList]) {
            if (name.endsWith('hidden')) part.classList.remove(name);
          }
        }
        const shelf = document.createElement('div');
        shelf.style.cssText = 'position: absolute; left: -100000px; top: 0; width: 1000px';
        shelf.append(copy);
        document.body.append(shelf);
        const text = shelf.innerText.trim() || element.textContent?.trim() || '';
        shelf.remove();
        return text.replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, ' / ');
      };
      const kindOf = (element: Element) => {
        if (element.closest('[role="tabpanel"]'))
          return 'in a tab panel, shown when its tab is chosen';
        if (element instanceof HTMLOptionElement) return 'a choice in a drop-down';
        return 'shown when opened';
      };
      for (const element of document.body.querySelectorAll('*')) {
        if (element.closest(notWords) || element.matches('#contact-brand-note')) continue;
        if (!notRendered(element)) continue;
        let parent = element.parentElement;
        while (parent && boxless(parent)) parent = parent.parentElement;
        // Read once, with its outermost closed ancestor.
        if (parent && parent !== document.body && notRendered(parent)) continue;
        const text = readable(element);
        if (text) found.push(`${kindOf(element)}: ${text}`);
      }
      return [...new Set(found)];
    });
    lines.push('\n---- words not shown as text', ...hidden, ...unreachable);
    // Every tab panel's words must be in what this page gave, open or not: checked here, so a
    // panel this script cannot read fails the run instead of leaving a reviewer short.
    const pageWords = squeeze(lines.slice(lines.lastIndexOf(`\n######## ${route}\n`)).join(''));
    const panels = await page
      .locator('[role="tabpanel"]')
      .evaluateAll((elements) =>
        elements.map((element) =>
          element instanceof HTMLElement && element.checkVisibility()
            ? element.innerText
            : (element.textContent ?? ''),
        ),
      );
    for (const panel of panels) {
      if (!pageWords.includes(squeeze(panel))) {
        throw new Error(`${route}: a tab panel's words are missing: ${panel.slice(0, 80)}`);
      }
    }
  }
  const checkRoute = routes.find((route) => route.endsWith('/services/eligibility'));
  for (const [name, query] of Object.entries(answerSets)) {
    if (!checkRoute) break;
    // From a blank page, so each set loads the page afresh: between two addresses that differ
    // after the '#' alone the browser would only change the fragment, and the result read next
    // could still be the previous set's.
    await page.goto('about:blank');
    await page.goto(`${server.origin}${checkRoute}#${query}`);
    // Answers in the address wake the island at once; it then replaces the empty result the
    // page was built with by its sentences for these answers. The result is read once it shows
    // words: read as soon as the status changed, it once came back blank.
    const shown = await page.waitForFunction((empty) => {
      const status = document.querySelector('astro-island [role="status"]');
      if (status === null || status.textContent?.trim() === empty) return false;
      const form = document.querySelector('astro-island form');
      const parts: string[] = [];
      for (let next = form?.nextElementSibling; next; next = next.nextElementSibling) {
        if (next instanceof HTMLElement) parts.push(next.innerText);
      }
      const text = parts.join('\n');
      return text.trim() === '' ? false : text;
    }, dictionaries[locale]['eligibility.result.empty']);
    const result = (await shown.jsonValue()) as string;
    lines.push(`\n######## self-check: ${name}\n#${query}\n`, result);
  }
} finally {
  await browser?.close();
  await server.stop();
}
const text = `${lines.join('\n')}\n`;
if (args.out) writeFileSync(args.out, text);
else process.stdout.write(text);

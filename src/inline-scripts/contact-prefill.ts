import { createHash } from 'node:crypto';
import { prefillChoices, prefillRules } from '../lib/contact/prefill-rules.ts';

/**
 * A link to the contact page can arrive with a choice made (`contactHref()` in
 * src/lib/contact/prefill.ts writes `/contact?brand=hindustan`, `?product=Premium%20Diesel`,
 * `?inquiry=Bulk%20Order`). This shows the choice as the page loads, before the form's framework
 * code is fetched (that waits for the visitor's first touch): it fills the form's own fields,
 * which the form adopts when it wakes, and names the brand in the note above the form.
 *
 * What the form offers is read from the page itself: the drop-downs' options and the note's brand
 * list. The note's sentence is already in the page's language (BrandNote.tsx); only the brand's
 * name, which stays as the brand writes it, goes into its `[data-brand-name]`.
 *
 * It runs in the page as source text (`contactPrefillScript`), so it refers to nothing outside
 * itself but its arguments and the browser's globals.
 */
function showPrefill(choose: typeof prefillChoices, rules: typeof prefillRules) {
  const form = document.querySelector<HTMLFormElement>('#contact-form form');
  const note = document.getElementById('contact-brand-note');
  const brands = JSON.parse(note?.dataset['brands'] ?? '{}') as Record<string, string>;
  const offered = (name: string) => {
    const control = form?.elements.namedItem(name);
    if (!(control instanceof HTMLSelectElement)) return [];
    return [...control.options].map((option) => option.value).filter(Boolean);
  };
  /** Sets a field the visitor has not filled yet. */
  const set = (name: string, value: string | undefined) => {
    const control = form?.elements.namedItem(name);
    if (value && (control instanceof HTMLSelectElement || control instanceof HTMLInputElement)) {
      control.value ||= value;
    }
  };
  const choices = choose(
    new URLSearchParams(location.search),
    {
      brands: Object.keys(brands),
      products: offered('productModel'),
      inquiries: offered('issueType'),
    },
    rules,
  );
  set('issueType', choices.inquiry);
  set('productModel', choices.product);
  if (choices.brand !== undefined && note) {
    set('brand', choices.brand);
    // A language's sentence may name the brand twice ("about X…; apply on X's portal").
    for (const name of note.querySelectorAll('[data-brand-name]')) {
      name.textContent = brands[choices.brand] ?? '';
    }
    note.hidden = false;
  }
}

/**
 * The script as the contact page inlines it: this file's function called with the form's own
 * prefill rules, so it needs no download and no import, and cannot drift from the island's rules.
 */
export const contactPrefillScript = `(${showPrefill.toString()})(${prefillChoices.toString()},${JSON.stringify(prefillRules)});`;

/** The script's hash for the page's Content-Security-Policy (`script-src`). */
export const contactPrefillHash: `sha256-${string}` = `sha256-${createHash('sha256').update(contactPrefillScript).digest('base64')}`;

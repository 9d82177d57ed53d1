/**
 * A link to the contact page can arrive with a choice made (`contactHref()` in
 * src/lib/contact/prefill.ts writes `/contact?brand=hindustan`, `?product=Premium%20Diesel`,
 * `?inquiry=Bulk%20Order`). This shows the choice as the page loads, before the form's framework
 * code is fetched (that waits for the visitor's first touch): it fills the form's own fields,
 * which the form adopts when it wakes, and names the brand in the note above the form.
 *
 * It imports nothing, so the build inlines it in the page instead of making it a download: the
 * valid choices are read from the page itself (the drop-downs' options, the note's brand list).
 * The note's sentence is already in the page's language (BrandNote.tsx); only the brand's name,
 * which stays as the brand writes it, goes into its `[data-brand-name]`.
 */
const query = new URLSearchParams(location.search);
const form = document.querySelector<HTMLFormElement>('#contact-form form');
const note = document.getElementById('contact-brand-note');
const brands = JSON.parse(note?.dataset['brands'] ?? '{}') as Record<string, string>;
const brand = query.get('brand') ?? '';
const brandName = Object.hasOwn(brands, brand) ? brands[brand] : undefined;

/** Sets a field the visitor has not filled yet, to a value it offers. */
function choose(name: string, value: string | null | undefined) {
  const control = form?.elements.namedItem(name);
  if (!value || !(control instanceof HTMLSelectElement || control instanceof HTMLInputElement)) {
    return;
  }
  const offered =
    control instanceof HTMLSelectElement
      ? [...control.options].some((option) => option.value === value)
      : true;
  if (offered && !control.value) control.value = value;
}

choose('issueType', brandName ? 'Partnership' : query.get('inquiry'));
choose('productModel', query.get('product'));
if (brandName && note) {
  choose('brand', brand);
  const name = note.querySelector('[data-brand-name]');
  if (name) name.textContent = brandName;
  note.hidden = false;
}

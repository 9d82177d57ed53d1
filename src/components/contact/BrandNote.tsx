import { useI18n } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { localized } from '../../i18n/Localized.tsx';
import { contactFieldLabel, contactOptionLabel } from '../../lib/contact/options.ts';
import { richText } from '../../i18n/rich-text.tsx';

type BrandNoteProps = {
  locale: Locale;
  /** Each dealership brand's name by slug: the brands a link may name (`?brand=hindustan`). */
  brands: Record<string, string>;
  /** What the guidance costs, as the site states it, in the page's language. */
  guidanceFee: string;
};

/**
 * The note above the form when a link named a dealership brand. It is hidden in the page as
 * built; the import-free script src/inline-scripts/contact-prefill.ts shows it and writes the brand's
 * name into its `[data-brand-name]`, wherever the sentence of the page's language puts it.
 */
export const BrandNote = localized(BrandNoteBody);

function BrandNoteBody({ brands, guidanceFee }: Omit<BrandNoteProps, 'locale'>) {
  const { t } = useI18n();
  return (
    <p
      id="contact-brand-note"
      hidden
      data-brands={JSON.stringify(brands)}
      className="rounded-lg border border-brand-700 bg-brand-50 p-4 font-medium text-ink"
    >
      {richText(
        t,
        'contact.brandNote',
        { brand: <strong data-brand-name="" /> },
        {
          field: contactFieldLabel('issueType', t),
          option: contactOptionLabel('Partnership', t),
        },
      )}{' '}
      {guidanceFee}
    </p>
  );
}

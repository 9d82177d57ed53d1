import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import type { TermId } from '../../lib/terms.ts';
import { Section } from '../ui/Section.tsx';

/**
 * "Words used on this page": each term the page shows (`termsIn`), with what it means in
 * everyday words. Nothing renders on a page that uses none.
 */
export const TermsUsed = localized(TermsList);

function TermsList({ terms }: { terms: readonly TermId[] }) {
  const { t } = useI18n();
  if (terms.length === 0) return null;
  return (
    <Section id="terms" tone="muted" title={t('terms.title')}>
      <dl className="grid max-w-3xl gap-4">
        {terms.map((id) => (
          <div key={id}>
            <dt className="font-bold">{t(`terms.${id}.name`)}</dt>
            <dd className="text-slate-700">{t(`terms.${id}.means`)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

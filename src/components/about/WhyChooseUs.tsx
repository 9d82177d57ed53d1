import { CircleCheck } from 'lucide-react';
import type { AboutContent } from '../../data/about.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import { Section } from '../ui/Section.tsx';

type WhyChooseUsProps = { whyChooseUs: AboutContent['whyChooseUs'] };

/** The checklist of reasons to pick us. */
export const WhyChooseUs = localized(WhyChooseUsBody);

function WhyChooseUsBody({ whyChooseUs }: WhyChooseUsProps) {
  const { t } = useI18n();
  return (
    <Section id="why-choose-us" tone="muted" title={whyChooseUs.title}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {whyChooseUs.points.map((point) => (
          <li key={point.id} className="flex items-start gap-3 text-lg">
            <CircleCheck
              aria-hidden="true"
              focusable="false"
              className="mt-0.5 size-6 shrink-0 text-green-700"
            />
            <span>
              {point.text}
              {point.sample ? (
                <span className="block text-sm text-slate-700">{t('figures.sampleClaim')}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

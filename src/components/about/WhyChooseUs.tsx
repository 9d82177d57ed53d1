import { CircleCheck } from 'lucide-react';
import type { AboutContent } from '../../data/about.ts';
import { localized } from '../../i18n/Localized.tsx';
import { Section } from '../ui/Section.tsx';

type WhyChooseUsProps = { whyChooseUs: AboutContent['whyChooseUs'] };

/** The checklist of reasons to pick us: only those the owner has confirmed (not samples). */
export const WhyChooseUs = localized(WhyChooseUsBody);

function WhyChooseUsBody({ whyChooseUs }: WhyChooseUsProps) {
  return (
    <Section id="why-choose-us" tone="muted" title={whyChooseUs.title}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {whyChooseUs.points
          .filter((point) => !point.sample)
          .map((point) => (
            <li key={point.id} className="flex items-start gap-3 text-lg">
              <CircleCheck
                aria-hidden="true"
                focusable="false"
                className="mt-0.5 size-6 shrink-0 text-green-700"
              />
              <span>{point.text}</span>
            </li>
          ))}
      </ul>
    </Section>
  );
}

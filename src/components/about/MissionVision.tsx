import { Eye, Target } from 'lucide-react';
import type { AboutContent } from '../../data/about.ts';
import { localized } from '../../i18n/Localized.tsx';
import { Section } from '../ui/Section.tsx';

type MissionVisionProps = Pick<AboutContent, 'mission' | 'vision'>;

/** Why the company exists and where it is heading, side by side. */
export const MissionVision = localized(MissionVisionBody);

function MissionVisionBody({ mission, vision }: MissionVisionProps) {
  const statements = [
    { ...mission, id: 'mission', Icon: Target },
    { ...vision, id: 'vision', Icon: Eye },
  ];
  return (
    <Section>
      <div className="grid gap-8 md:grid-cols-2">
        {statements.map(({ id, title, text, Icon }) => (
          <article
            key={id}
            aria-labelledby={`${id}-title`}
            className="rounded-2xl border border-slate-200 bg-white p-8"
          >
            <Icon aria-hidden="true" focusable="false" className="size-10 text-brand-700" />
            <h2 id={`${id}-title`} className="mt-4 text-2xl font-bold tracking-tight">
              {title}
            </h2>
            <p className="mt-3 text-lg text-slate-700">{text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}

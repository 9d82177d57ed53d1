import type { AboutContent } from '../../data/about.ts';
import { localized } from '../../i18n/Localized.tsx';
import { Section } from '../ui/Section.tsx';

type ImpactStatsProps = { impact: AboutContent['impact'] };

/** The company's figures at a glance. */
export const ImpactStats = localized(ImpactStatsBody);

function ImpactStatsBody({ impact }: ImpactStatsProps) {
  return (
    <Section id="impact" tone="dark" title={impact.title}>
      <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
        {impact.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-2 text-slate-200">{stat.label}</dt>
            <dd className="text-4xl font-bold tabular-nums">{stat.number}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

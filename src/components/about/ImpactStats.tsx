import type { AboutContent } from '../../data/about.ts';
import { figuresAreSamples } from '../../data/figures.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import { cn } from '../../lib/cn.ts';
import { Section } from '../ui/Section.tsx';

type ImpactStatsProps = { impact: AboutContent['impact'] };

/** The company's figures at a glance: its sample claims ("24/7", "100%") are left out. */
export const ImpactStats = localized(ImpactStatsBody);

function ImpactStatsBody({ impact }: ImpactStatsProps) {
  const { t } = useI18n();
  const stats = impact.stats.filter((stat) => !stat.sample);
  return (
    <Section id="impact" tone="dark" title={impact.title}>
      {/* Before the numbers, not after them: a reader takes in the figures first (44th read, M-7). */}
      {figuresAreSamples ? (
        <p className="mb-8 text-center text-lg font-semibold text-white">{t('figures.sample')}</p>
      ) : null}
      <dl
        className={cn(
          'grid grid-cols-2 gap-8 text-center',
          stats.length > 2 ? 'lg:grid-cols-4' : undefined,
        )}
      >
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-2 text-slate-200">{stat.label}</dt>
            <dd className="text-4xl font-bold tabular-nums">{stat.number}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

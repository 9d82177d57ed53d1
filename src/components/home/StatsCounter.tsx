import { useEffect, useState, type ComponentProps } from 'react';
import type { HomeStat } from '../../data/home.ts';
import type { Locale } from '../../i18n/locales.ts';
import { cn } from '../../lib/cn.ts';
import { countUpValue, formatStat } from '../../lib/format.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { usePrefersReducedMotion } from '../../hooks/useMediaQuery.ts';

/** Spec §4/§9: the figures start counting 500 ms after the island is ready. */
export const countUpDelayMs = 500;
export const countUpDurationMs = 2000;

type StatsCounterProps = ComponentProps<'dl'> & { stats: HomeStat[]; locale: Locale };

/**
 * The home page figures. The prerendered HTML holds the final values (for crawlers, no-JS
 * visitors and reduced motion); once hydrated they count up from 0. The moving digits are drawn
 * over an invisible copy of the final value, so the box never changes size, and assistive
 * technology only ever hears the final value. It needs no UI strings: its labels arrive with
 * the content, in the page's language, and the figures are written in Latin digits, grouped as
 * the page's readers group them (English 2,500,000+, the Indian languages 25,00,000+).
 */
export default function StatsCounter({ stats, locale, className, ...rest }: StatsCounterProps) {
  const hydrated = useHydrated();
  const prefersReducedMotion = usePrefersReducedMotion();
  const animate = hydrated && !prefersReducedMotion;
  const [elapsedMs, setElapsedMs] = useState(0);

  useEffect(() => {
    if (!animate) return;
    let frame = 0;
    const delay = window.setTimeout(() => {
      let startedAt: number | undefined;
      const tick = (now: number) => {
        startedAt ??= now;
        const elapsed = now - startedAt;
        setElapsedMs(elapsed);
        if (elapsed < countUpDurationMs) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    }, countUpDelayMs);
    return () => {
      window.clearTimeout(delay);
      cancelAnimationFrame(frame);
    };
  }, [animate]);

  return (
    <dl className={cn('grid gap-10 text-center sm:grid-cols-3', className)} {...rest}>
      {stats.map((stat) => {
        const finalValue = formatStat(stat.value, stat.suffix, locale);
        const shown = animate ? countUpValue(stat.value, elapsedMs, countUpDurationMs) : stat.value;
        return (
          <div key={stat.key} className="flex flex-col-reverse items-center">
            <dt className="mt-2 text-lg text-slate-200">{stat.label}</dt>
            <dd className="text-4xl font-bold tabular-nums sm:text-5xl">
              <span aria-hidden="true" className="relative inline-block">
                <span className="invisible">{finalValue}</span>
                <span data-testid={`stat-${stat.key}`} className="absolute top-0 left-0">
                  {formatStat(shown, stat.suffix, locale)}
                </span>
              </span>
              <span className="sr-only">{finalValue}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

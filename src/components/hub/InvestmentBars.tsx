import { useI18n } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { localized } from '../../i18n/Localized.tsx';
import { formatNumber, formatRange } from '../../lib/format.ts';
import type { InvestmentBars as Bars, Span } from '../../lib/investment-bars.ts';
import { PartsDisagreeNote } from '../dealers/PartsDisagreeNote.tsx';

const WIDTH = 1000;
const x = (at: number) => Math.round(at * WIDTH * 10) / 10;
/** A figure too small for the scale (an application fee) still shows, as a thin mark. */
const width = (span: Span, least: number) => Math.max(x(span.to) - x(span.from), least);
/** Theme colours by their variables, so the drawing follows the site's palette. */
const fill = (color: string) => ({ fill: `var(--color-${color})` });

/**
 * The scale's labels: the ends in full ("₹0", "₹5 crore"), the lines between as bare numbers of
 * crore, so six labels fit on a phone. Non-breaking spaces keep each label on one line.
 */
function tickLabel(crore: number, maxCrore: number, locale: Locale): string {
  return crore === 0 || crore === maxCrore
    ? formatRange({ min: crore, unit: 'crore' }, locale).replaceAll(' ', '\u00a0')
    : formatNumber(crore, locale);
}

// The same two columns as the figure lists elsewhere: the brand, then its bar and figures.
const row = 'grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4';

/**
 * The brands' money as a picture: one bar per brand on one shared scale, the total investment as
 * a light band, the deposit as a dark band inside it and the application fee as a dark mark, with
 * every figure written under the bar. Drawn at build time as inline SVG (no chart code is
 * shipped); the drawing is hidden from screen readers, which read the same figures as text.
 */
export const InvestmentBars = localized(InvestmentBarsBody);

function InvestmentBarsBody({ bars: { bars, ticks, maxCrore } }: { bars: Bars }) {
  const { locale, t } = useI18n();
  const notStated = t('hub.bars.notStated');
  // One line per crore, drawn once per bar as a single path.
  const tickPath = ticks.map((tick) => `M${x(tick.at)} 0v24`).join('');
  return (
    <figure className="mb-8">
      <figcaption className="mb-4 max-w-3xl text-slate-700">
        {t('hub.bars.caption', {
          from: formatRange({ min: 0, unit: 'crore' }, locale),
          to: formatRange({ min: maxCrore, unit: 'crore' }, locale),
        })}
      </figcaption>
      <ul className="space-y-4">
        {bars.map((bar) => (
          <li key={bar.slug} className={row}>
            <a
              href={bar.path}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {bar.name}
            </a>
            <div>
              <svg
                aria-hidden="true"
                viewBox={`0 0 ${WIDTH} 24`}
                preserveAspectRatio="none"
                className="block h-6 w-full bg-slate-100"
              >
                <path
                  d={tickPath}
                  style={{ stroke: 'var(--color-slate-300)' }}
                  strokeWidth="2"
                  vectorEffect="non-scaling-stroke"
                />
                {bar.total ? (
                  <rect
                    x={x(bar.total.from)}
                    y="2"
                    width={width(bar.total, 4)}
                    height="20"
                    style={{ ...fill('brand-600'), fillOpacity: 0.3 }}
                  />
                ) : null}
                {bar.deposit ? (
                  <rect
                    x={x(bar.deposit.from)}
                    y="6"
                    width={width(bar.deposit, 4)}
                    height="12"
                    style={fill('brand-700')}
                  />
                ) : null}
                {bar.fee ? (
                  <rect x={x(bar.fee.from)} width="6" height="24" style={fill('ink')} />
                ) : null}
              </svg>
              <p className="text-sm">
                {t('hub.bars.figures', {
                  total: bar.total?.text ?? notStated,
                  deposit: bar.deposit?.text ?? notStated,
                  fee: bar.fee?.text ?? notStated,
                })}
              </p>
              <PartsDisagreeNote
                disagreement={bar.disagreement}
                brandName={bar.name}
                className="mt-1 text-sm text-amber-950"
              />
            </div>
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className={`mt-1 text-sm text-slate-700 ${row}`}>
        <span />
        <div className="relative h-6">
          {ticks.map((tick) => (
            <span
              key={tick.crore}
              className="absolute top-0"
              // Each label sits over its line, the first and last inside the bar's ends.
              style={{ left: `${tick.at * 100}%`, translate: `${-tick.at * 100}%` }}
            >
              {tickLabel(tick.crore, maxCrore, locale)}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}

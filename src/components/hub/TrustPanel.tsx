import type { ComponentProps } from 'react';
import { site } from '../../config/site';
import { dealerships } from '../../data/dealers/index';
import { cn } from '../../lib/cn';
import { ExternalLink } from '../ui/ExternalLink';
import { GuidanceFee } from '../ui/GuidanceFee';

type TrustPanelProps = ComponentProps<'section'> & {
  /** 2 on the hub; 2 or 3 on a brand page, depending on where it sits. */
  headingLevel?: 2 | 3;
};

type Portal = { label: string; url: string; usedBy: string[] };

/**
 * The official portals, each once: the shared dealer-selection portal first (with the brands
 * that select through it), then each brand's own site. Labels and addresses come from the brand
 * data, whose addresses come from `site.portals`.
 */
function officialPortals(): Portal[] {
  const portals = new Map<string, Portal>();
  for (const brand of dealerships) {
    const selection = brand.selectionPortal;
    if (!selection) continue;
    const entry = portals.get(selection.url) ?? { ...selection, usedBy: [] };
    entry.usedBy.push(brand.name);
    portals.set(selection.url, entry);
  }
  for (const brand of dealerships) {
    if (!portals.has(brand.portal.url))
      portals.set(brand.portal.url, { ...brand.portal, usedBy: [] });
  }
  return [...portals.values()];
}

function listOf(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Who we are and how selection really works, in plain words, with the official portals and the
 * places to report fraud. Fake "dealership approval" sites that take fees are a known fraud, so
 * this sits on the hub and on every brand page. It is static: no JavaScript.
 */
export function TrustPanel({
  headingLevel = 2,
  className,
  id = 'apply-safely',
  ...rest
}: TrustPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `${id}-title`;
  const { helpline, portal: reportingPortal } = site.fraudReporting;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('rounded-lg border-2 border-brand-700 bg-brand-50 p-5 sm:p-8', className)}
      {...rest}
    >
      <Heading id={headingId} className="text-2xl font-bold tracking-tight">
        Apply safely: only the oil companies select dealers
      </Heading>
      <div className="mt-4 max-w-3xl space-y-4 text-slate-800">
        <p>
          {site.name} is independent of the oil companies: we are not an agent of any oil company,
          and nobody, including us, can guarantee you an allotment.
        </p>
        <GuidanceFee />
        <p>
          Dealers are selected only through the oil companies’ own processes and official portals:
        </p>
        <ul className="list-disc space-y-2 pl-6">
          {officialPortals().map((portal) => (
            <li key={portal.url}>
              <ExternalLink href={portal.url} className="text-brand-700">
                {portal.label}
              </ExternalLink>
              {portal.usedBy.length > 0 ? ` (dealer selection for ${listOf(portal.usedBy)})` : null}
            </li>
          ))}
        </ul>
        <p>
          <strong>Never pay a fee to a person or into a personal account for “approval”.</strong>{' '}
          Look-alike websites and fake letters of approval exist: check every address and letter
          against the official portals above.
        </p>
        <p>
          If you suspect fraud, call the national cyber-crime helpline{' '}
          <a
            href={`tel:${helpline}`}
            // A phone number in a sentence is still something to tap: a 44 px target, whose negative
            // margin keeps the line as tall as the others.
            className="-my-2.5 inline-block min-w-11 py-2.5 text-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {helpline}
          </a>{' '}
          or report it at{' '}
          <ExternalLink href={reportingPortal} className="text-brand-700">
            {new URL(reportingPortal).hostname}
          </ExternalLink>
          .
        </p>
      </div>
    </section>
  );
}

/**
 * The panel in a page-width band of its own, as it sits between the sections of the hub and of
 * each brand page.
 */
export function TrustPanelSection({ className, ...rest }: ComponentProps<'div'>) {
  return (
    <div className={cn('px-4 py-14 sm:py-20', className)} {...rest}>
      <TrustPanel className="mx-auto max-w-6xl" />
    </div>
  );
}

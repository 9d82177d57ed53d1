import type { AboutContent } from '../../data/about';
import { LinkButton } from '../ui/LinkButton';
import { Section } from '../ui/Section';

type AboutClosingProps = { closing: AboutContent['closing'] };

/** The invitation to get in touch, and the line on when we started and whom we serve. */
export function AboutClosing({ closing }: AboutClosingProps) {
  return (
    <Section id="get-in-touch" tone="muted" title={closing.title} intro={closing.lead}>
      <LinkButton href={closing.action.href}>{closing.action.label}</LinkButton>
      <p className="mt-10 border-t border-slate-200 pt-6 text-slate-700">{closing.footnote}</p>
    </Section>
  );
}

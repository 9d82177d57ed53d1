import type { HomeContent } from '../../data/home';
import { LinkButton } from '../ui/LinkButton';
import { Section } from '../ui/Section';

type ClosingCtaProps = { closing: HomeContent['closing'] };

/** The last word on the home page: one clear way to reach the team. */
export function ClosingCta({ closing }: ClosingCtaProps) {
  return (
    <Section id={closing.id} tone="muted" title={closing.title} intro={closing.lead}>
      <LinkButton href={closing.action.href}>{closing.action.label}</LinkButton>
    </Section>
  );
}

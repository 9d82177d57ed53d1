import type { ComponentProps } from 'react';
import type { HomeContent } from '../../data/home.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { LinkButton } from '../ui/LinkButton.tsx';
import { PageHero } from '../ui/PageHero.tsx';

type HomeHeroProps = Omit<ComponentProps<'div'>, 'title'> & {
  hero: HomeContent['hero'];
  /** Id of the process section the "How It Works" button leads to. */
  processId: string;
};

/**
 * The home page's opening band. "How It Works" is a plain in-page link: the browser scrolls to the
 * process section (smoothly unless the visitor prefers reduced motion, see global.css) and, since
 * that section is focusable, moves focus there, with or without JavaScript.
 */
export const HomeHero = localized(HomeHeroBody);

function HomeHeroBody({ hero, processId, ...rest }: HomeHeroProps) {
  const { locale } = useI18n();
  return (
    <PageHero
      title={hero.title}
      lead={hero.lead}
      actions={
        <>
          <LinkButton href={`#${processId}`} variant="inverse">
            {hero.processLinkLabel}
          </LinkButton>
          <LinkButton
            href={localizedPath(hero.quote.href, locale)}
            className="ring-1 ring-white/60"
          >
            {hero.quote.label}
          </LinkButton>
        </>
      }
      {...rest}
    />
  );
}

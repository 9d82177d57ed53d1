import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18n.tsx';
import { dictionaries } from '../../i18n/ui.ts';
import { Carousel, CarouselDots, CarouselNext, CarouselSlides } from './Carousel.tsx';

describe('Carousel', () => {
  it('refuses to render its parts outside <Carousel>', () => {
    expect(() => renderToString(<CarouselNext />)).toThrow(/inside <Carousel>/);
  });

  it('prerenders every slide, reachable, in a labelled region', () => {
    const html = renderToString(
      <I18nProvider locale="en" strings={dictionaries.en}>
        <Carousel label="Dealership guides">
          <CarouselSlides gap={10}>
            <a href="/one">One</a>
            <a href="/two">Two</a>
          </CarouselSlides>
          <CarouselDots />
        </Carousel>
      </I18nProvider>,
    );
    expect(html).toContain('aria-label="Dealership guides"');
    expect(html).toContain('aria-label="1 of 2"');
    expect(html).toContain('aria-label="2 of 2"');
    // Without the script no slide may be inert: a visitor scrolls the strip natively.
    expect(html).not.toContain('inert');
  });
});

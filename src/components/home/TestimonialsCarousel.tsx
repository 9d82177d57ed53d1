import Autoplay from 'embla-carousel-autoplay';
import { Pause, Play, Quote } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import type { Testimonial } from '../../data/home.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { island, type KeysUnder } from '../../i18n/island.tsx';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { usePrefersReducedMotion } from '../../hooks/useMediaQuery.ts';
import { Carousel, CarouselDots, CarouselSlides, useCarousel } from '../ui/Carousel.tsx';

/** Spec §9: one slide per view, 30 px apart, a new one every 4000 ms. */
export const testimonialAutoplayDelayMs = 4000;

/**
 * The dictionary parts this island receives: its own words, and of the shared Carousel's only
 * the slides' names (a whole key: it has no arrows, and its dots are named by
 * 'home.testimonials.show'), so the carousel's arrow words stay out of the page.
 */
const parts = ['home.testimonials.', 'carousel.slide'] as const;

type TestimonialsCarouselProps = ComponentProps<'div'> & { testimonials: Testimonial[] };

/**
 * Client comments (each a labelled sample until the owner sets real ones), one at a time, on the
 * site's one carousel. It turns by itself every 4 s, but
 * never against the visitor: there is a pause/play button, it waits while hovered or while it
 * has keyboard focus, and it starts paused when they prefer reduced motion (WCAG 2.2.2).
 * Choosing a dot does not stop it. Without JavaScript the quotes simply stack.
 */
const TestimonialsCarousel = island(parts, TestimonialsCarouselBody);
export default TestimonialsCarousel;

function TestimonialsCarouselBody({ testimonials, className, ...rest }: TestimonialsCarouselProps) {
  const { t } = useI18n<KeysUnder<(typeof parts)[number]>>();
  const hydrated = useHydrated();
  const prefersReducedMotion = usePrefersReducedMotion();
  const [plugins] = useState(() => [
    // We decide when it plays (see `rotating`); the plugin only keeps the time.
    Autoplay({
      delay: testimonialAutoplayDelayMs,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  ]);
  /** null until the visitor presses pause/play: then their choice wins over the system setting. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocusInside, setKeyboardFocusInside] = useState(false);

  const playing = playChoice ?? !prefersReducedMotion;
  const rotating = hydrated && playing && !hovered && !keyboardFocusInside;

  return (
    <Carousel
      label={t(
        testimonials.some((testimonial) => testimonial.sample)
          ? 'home.testimonials.labelSample'
          : 'home.testimonials.label',
      )}
      options={{ loop: true, align: 'start' }}
      plugins={plugins}
      className={cn('mx-auto max-w-3xl', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Only keyboard focus pauses: a mouse click on a dot leaves focus on it, and must not stop
      // the rotation once the pointer has left.
      onFocus={(event) => setKeyboardFocusInside(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!(event.relatedTarget && event.currentTarget.contains(event.relatedTarget))) {
          setKeyboardFocusInside(false);
        }
      }}
      {...rest}
    >
      <AutoplayWhile rotating={rotating} />
      <CarouselSlides gap={30} stackWithoutScript aria-live={rotating ? 'off' : 'polite'}>
        {testimonials.map((testimonial) => (
          <figure
            key={testimonial.quote}
            className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            {/* While a quote stands in for a real one, it says so in words every reader sees
                and hears, in their language (review M-21). */}
            {testimonial.sample ? (
              <p className="mb-4 inline-block rounded-md bg-amber-100 px-2.5 py-1 text-sm font-semibold text-amber-950">
                {t('home.testimonials.sample')}
              </p>
            ) : null}
            <Quote aria-hidden="true" focusable="false" className="size-8 text-brand-600" />
            <blockquote className="mt-4 text-lg text-slate-800 sm:text-xl">
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="block font-semibold">{testimonial.author}</span>
              <span className="block text-slate-700">{testimonial.company}</span>
            </figcaption>
          </figure>
        ))}
      </CarouselSlides>

      <div className="mt-4 flex items-center justify-center gap-1 noscript:hidden">
        <button
          type="button"
          onClick={() => setPlayChoice(!playing)}
          aria-label={t(playing ? 'home.testimonials.pauseName' : 'home.testimonials.playName')}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {playing ? (
            <Pause aria-hidden="true" focusable="false" className="size-5" />
          ) : (
            <Play aria-hidden="true" focusable="false" className="size-5" />
          )}
          {t(playing ? 'home.testimonials.pause' : 'home.testimonials.play')}
        </button>
        <CarouselDots
          count={testimonials.length}
          dotLabel={(index) => t('home.testimonials.show', { number: index + 1 })}
          dotClassName="size-11"
        />
      </div>
    </Carousel>
  );
}

/** Runs the carousel's autoplay plugin exactly while `rotating` holds. */
function AutoplayWhile({ rotating }: { rotating: boolean }) {
  const { api } = useCarousel();
  const prefersReducedMotion = usePrefersReducedMotion();
  const rotatingRef = useRef(rotating);

  useEffect(() => {
    rotatingRef.current = rotating;
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (rotating) autoplay.play(prefersReducedMotion);
    else autoplay.stop();
  }, [api, rotating, prefersReducedMotion]);

  useEffect(() => {
    if (!api) return;
    // The plugin restarts itself when a swipe ends; if we are paused, it must stay paused.
    const stayPausedAfterSwipe = () => {
      if (!rotatingRef.current) api.plugins().autoplay?.stop();
    };
    api.on('pointerUp', stayPausedAfterSwipe);
    return () => {
      api.off('pointerUp', stayPausedAfterSwipe);
    };
  }, [api]);

  return null;
}

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Pause, Play, Quote } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import type { Testimonial } from '../../data/home';
import { cn } from '../../lib/cn';
import { useHydrated, usePrefersReducedMotion } from '../../hooks/useMediaQuery';

/** Spec §9: one slide per view, 30 px apart, a new one every 4000 ms. */
export const testimonialAutoplayDelayMs = 4000;

type TestimonialsCarouselProps = ComponentProps<'div'> & { testimonials: Testimonial[] };

/**
 * Client quotes, one at a time, following the WAI-ARIA carousel pattern. It turns by itself every
 * 4 s, but never against the visitor: there is a pause/play button, it waits while hovered or
 * while it has keyboard focus, and it starts paused when they prefer reduced motion (WCAG 2.2.2).
 * Choosing a dot does not stop it. Without JavaScript the quotes simply stack.
 */
export default function TestimonialsCarousel({
  testimonials,
  className,
  ...rest
}: TestimonialsCarouselProps) {
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
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);
  const [selectedIndex, setSelectedIndex] = useState(0);
  /** null until the visitor presses pause/play: then their choice wins over the system setting. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocusInside, setKeyboardFocusInside] = useState(false);

  const playing = playChoice ?? !prefersReducedMotion;
  const rotating = hydrated && playing && !hovered && !keyboardFocusInside;
  const rotatingRef = useRef(rotating);
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!emblaApi) return;
    const showSelected = () => setSelectedIndex(emblaApi.selectedScrollSnap());
    emblaApi.on('select', showSelected).on('reInit', showSelected);
    return () => {
      emblaApi.off('select', showSelected).off('reInit', showSelected);
    };
  }, [emblaApi]);

  useEffect(() => {
    rotatingRef.current = rotating;
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (rotating) autoplay.play(prefersReducedMotion);
    else autoplay.stop();
  }, [emblaApi, rotating, prefersReducedMotion]);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const pointerIn = () => setHovered(true);
    const pointerOut = () => setHovered(false);
    // Only keyboard focus pauses: a mouse click on a dot leaves focus on it, and must not stop
    // the rotation once the pointer has left.
    const focusIn = (event: FocusEvent) =>
      setKeyboardFocusInside(
        event.target instanceof Element && event.target.matches(':focus-visible'),
      );
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && region.contains(event.relatedTarget))) {
        setKeyboardFocusInside(false);
      }
    };
    region.addEventListener('mouseenter', pointerIn);
    region.addEventListener('mouseleave', pointerOut);
    region.addEventListener('focusin', focusIn);
    region.addEventListener('focusout', focusOut);
    return () => {
      region.removeEventListener('mouseenter', pointerIn);
      region.removeEventListener('mouseleave', pointerOut);
      region.removeEventListener('focusin', focusIn);
      region.removeEventListener('focusout', focusOut);
    };
  }, []);

  useEffect(() => {
    if (!emblaApi) return;
    // The plugin restarts itself when a swipe ends; if we are paused, it must stay paused.
    const stayPausedAfterSwipe = () => {
      if (!rotatingRef.current) emblaApi.plugins().autoplay?.stop();
    };
    emblaApi.on('pointerUp', stayPausedAfterSwipe);
    return () => {
      emblaApi.off('pointerUp', stayPausedAfterSwipe);
    };
  }, [emblaApi]);

  const showSlide = (index: number) => {
    if (!emblaApi) return;
    emblaApi.scrollTo(index, prefersReducedMotion);
    // A fresh full interval after a choice, so the chosen quote is not whisked away at once.
    emblaApi.plugins().autoplay?.reset();
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Client testimonials"
      className={cn('mx-auto max-w-3xl', className)}
      ref={regionRef}
      {...rest}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div
          className="-ml-[30px] flex noscript:ml-0 noscript:flex-col noscript:gap-[30px]"
          aria-live={rotating ? 'off' : 'polite'}
        >
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial.quote}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
              // Before hydration every quote stays reachable; after it, only the shown one.
              inert={hydrated && index !== selectedIndex}
              className="min-w-0 shrink-0 grow-0 basis-full pl-[30px] noscript:pl-0"
            >
              <figure className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
                <Quote aria-hidden="true" focusable="false" className="size-8 text-brand-600" />
                <blockquote className="mt-4 text-lg text-slate-800 sm:text-xl">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold">{testimonial.author}</span>
                  <span className="block text-slate-700">{testimonial.company}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-4 flex items-center justify-center gap-1 noscript:hidden">
        <button
          type="button"
          onClick={() => setPlayChoice(!playing)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {playing ? (
            <Pause aria-hidden="true" focusable="false" className="size-5" />
          ) : (
            <Play aria-hidden="true" focusable="false" className="size-5" />
          )}
          {playing ? 'Pause' : 'Play'}
          <span className="sr-only"> testimonials</span>
        </button>
        {testimonials.map((testimonial, index) => (
          <button
            key={testimonial.quote}
            type="button"
            aria-label={`Show testimonial ${index + 1}`}
            aria-current={index === selectedIndex ? 'true' : undefined}
            onClick={() => showSlide(index)}
            className="group inline-flex size-11 items-center justify-center rounded-full"
          >
            <span
              className={cn(
                'block size-3 rounded-full border-2 border-brand-700 transition-colors',
                index === selectedIndex
                  ? 'bg-brand-700'
                  : 'bg-transparent group-hover:bg-brand-100',
              )}
            />
          </button>
        ))}
      </div>
    </div>
  );
}

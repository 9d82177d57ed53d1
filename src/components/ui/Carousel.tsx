/**
 * Reusable carousel parts on top of Embla, for carousels that show ONE slide per view.
 *
 * Compose them inside `<Carousel>`:
 *
 * ```tsx
 * <Carousel label="Dealership guides" options={{ align: 'start' }}>
 *   <CarouselSlides gap={10}>{items.map((item) => <Card key={item.id} {...item} />)}</CarouselSlides>
 *   <CarouselPrevious />
 *   <CarouselNext />
 *   <CarouselDots />
 * </Carousel>
 * ```
 *
 * - `Carousel` owns the Embla instance and shares it, with the selected slide, through context;
 *   `useCarousel()` reads it (and throws outside a `<Carousel>`), so custom controls such as a
 *   pause button for an autoplay plugin can be built next to these ones.
 * - `CarouselSlides` wraps each child in a slide. Slides out of view are `inert`, so keyboard and
 *   screen-reader users only meet the slide they can see. Until the script runs, the viewport is a
 *   plain horizontally scrollable strip, so every slide stays reachable without JavaScript.
 * - Under `prefers-reduced-motion: reduce` the arrows and dots jump instead of gliding.
 */
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Children,
  createContext,
  use,
  useCallback,
  useMemo,
  useSyncExternalStore,
  type ComponentProps,
  type CSSProperties,
} from 'react';
import { usePrefersReducedMotion } from '../../hooks/useMediaQuery.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { cn } from '../../lib/cn.ts';

export type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];
type CarouselPlugins = Parameters<typeof useEmblaCarousel>[1];

type CarouselContextValue = {
  viewportRef: UseEmblaCarouselType[0];
  /** The Embla instance; undefined until the script has run. */
  api: CarouselApi;
  selectedIndex: number;
  slideCount: number;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
};

const CarouselContext = createContext<CarouselContextValue | null>(null);

/** The carousel around the calling component; throws when used outside `<Carousel>`. */
export function useCarousel(): CarouselContextValue {
  const context = use(CarouselContext);
  if (!context) throw new Error('useCarousel() must be used inside <Carousel>');
  return context;
}

type CarouselProps = ComponentProps<'div'> & {
  /** Names the carousel for assistive technology ("Customer testimonials"). */
  label: string;
  options?: CarouselOptions;
  /** Embla plugins, such as `embla-carousel-autoplay`. */
  plugins?: CarouselPlugins;
};

/** The carousel's root: a labelled region that provides the Embla instance to its parts. */
export function Carousel({ label, options, plugins, className, children, ...rest }: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  const reducedMotion = usePrefersReducedMotion();

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  const selectedIndex = useSyncExternalStore(
    subscribe,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  const slideCount = useSyncExternalStore(
    subscribe,
    () => api?.scrollSnapList().length ?? 0,
    () => 0,
  );
  const canScrollPrev = useSyncExternalStore(
    subscribe,
    () => api?.canScrollPrev() ?? false,
    () => false,
  );
  const canScrollNext = useSyncExternalStore(
    subscribe,
    () => api?.canScrollNext() ?? false,
    () => false,
  );

  const value = useMemo<CarouselContextValue>(
    () => ({
      viewportRef,
      api,
      selectedIndex,
      slideCount,
      canScrollPrev,
      canScrollNext,
      scrollPrev: () => api?.scrollPrev(reducedMotion),
      scrollNext: () => api?.scrollNext(reducedMotion),
      scrollTo: (index) => {
        api?.scrollTo(index, reducedMotion);
        // A fresh full interval after a choice, so a chosen slide is not whisked away at once.
        api?.plugins().autoplay?.reset();
      },
    }),
    [viewportRef, api, selectedIndex, slideCount, canScrollPrev, canScrollNext, reducedMotion],
  );

  return (
    <CarouselContext value={value}>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        className={cn('relative', className)}
        {...rest}
      >
        {children}
      </div>
    </CarouselContext>
  );
}

type CarouselSlidesProps = ComponentProps<'div'> & {
  /** Space between two slides, in px. */
  gap?: number;
  /** Classes for each slide's wrapper. */
  slideClassName?: string;
  /**
   * Without JavaScript the slides stack one under another instead of forming a sideways strip
   * (for slides people read rather than choose from). Before the script runs the first slide
   * shows alone, as it will after, so nothing shifts.
   */
  stackWithoutScript?: boolean;
};

/** The viewport and its track; each child becomes one full-width slide. */
export function CarouselSlides({
  gap = 0,
  slideClassName,
  stackWithoutScript = false,
  className,
  children,
  ...rest
}: CarouselSlidesProps) {
  const { viewportRef, api, selectedIndex } = useCarousel();
  const { t } = useI18n();
  const slides = Children.toArray(children);
  const strip = !api && !stackWithoutScript;
  return (
    <div
      ref={viewportRef}
      className={cn(strip ? 'snap-x snap-mandatory overflow-x-auto' : 'overflow-hidden', className)}
      {...rest}
    >
      {/* Embla measures gaps from the slides' own box, so the gap is padding on each slide with
          the track pulled left by the same amount. Through a custom property, so the stacked
          no-script layout can take it back. */}
      <div
        className={cn(
          'flex touch-pan-y -ml-(--carousel-gap)',
          stackWithoutScript && 'noscript:ml-0 noscript:flex-col noscript:gap-(--carousel-gap)',
        )}
        style={{ '--carousel-gap': `${gap}px` } as CSSProperties}
      >
        {slides.map((slide, index) => (
          <div
            // The slides are a fixed list rendered in order; their position is their identity.
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { number: index + 1, count: slides.length })}
            inert={api ? index !== selectedIndex : undefined}
            className={cn(
              'min-w-0 shrink-0 grow-0 basis-full snap-start pl-(--carousel-gap)',
              stackWithoutScript && 'noscript:pl-0',
              slideClassName,
            )}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}

const arrowClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/** Moves to the previous slide; disabled on the first one. */
export function CarouselPrevious({ className, ...rest }: ComponentProps<'button'>) {
  const { scrollPrev, canScrollPrev } = useCarousel();
  const { t } = useI18n();
  return (
    <button
      type="button"
      aria-label={t('carousel.previous')}
      disabled={!canScrollPrev}
      onClick={scrollPrev}
      className={cn(arrowClass, className)}
      {...rest}
    >
      <ChevronLeft aria-hidden="true" className="size-5" />
    </button>
  );
}

/** Moves to the next slide; disabled on the last one. */
export function CarouselNext({ className, ...rest }: ComponentProps<'button'>) {
  const { scrollNext, canScrollNext } = useCarousel();
  const { t } = useI18n();
  return (
    <button
      type="button"
      aria-label={t('carousel.next')}
      disabled={!canScrollNext}
      onClick={scrollNext}
      className={cn(arrowClass, className)}
      {...rest}
    >
      <ChevronRight aria-hidden="true" className="size-5" />
    </button>
  );
}

type CarouselDotsProps = ComponentProps<'div'> & {
  /** Names each dot for assistive technology; "Go to slide 3" unless given. */
  dotLabel?: (index: number) => string;
  /** Classes for each dot's button (its size: at least 24 px, the WCAG target size). */
  dotClassName?: string;
  /**
   * How many dots to prerender, for a row that is on screen before the script runs (they are
   * laid out at once, so nothing moves when it runs). Otherwise the dots appear with the script.
   */
  count?: number;
};

/**
 * One button per slide; the current one carries `aria-current`. Their row keeps its height
 * before the script runs, so nothing shifts; without a script they do nothing, so hide the row
 * under `noscript:` where they would be seen.
 */
export function CarouselDots({
  dotLabel,
  dotClassName,
  count,
  className,
  ...rest
}: CarouselDotsProps) {
  const { api, slideCount, selectedIndex, scrollTo } = useCarousel();
  const { t } = useI18n();
  return (
    <div className={cn('flex min-h-6 flex-wrap justify-center gap-1', className)} {...rest}>
      {Array.from({ length: api ? slideCount : (count ?? 0) }, (_, index) => {
        const current = index === selectedIndex;
        return (
          <button
            key={index}
            type="button"
            aria-label={dotLabel ? dotLabel(index) : t('carousel.goTo', { number: index + 1 })}
            aria-current={current ? 'true' : undefined}
            onClick={() => scrollTo(index)}
            className={cn(
              'group inline-flex size-6 items-center justify-center rounded-full',
              dotClassName,
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'block size-2.5 rounded-full transition-colors',
                current ? 'bg-brand-700' : 'bg-slate-300 group-hover:bg-slate-400',
              )}
            />
          </button>
        );
      })}
    </div>
  );
}

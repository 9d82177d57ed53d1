import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type SectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The section's heading; also names the section for assistive technology. */
  title?: ReactNode;
  /** A short line under the heading. */
  intro?: ReactNode;
  /** Heading level: 2 for page sections, 3 inside another section. */
  level?: 2 | 3;
  /** Background band, so consecutive sections read apart. */
  tone?: 'plain' | 'muted' | 'dark';
};

const tones = {
  plain: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-ink text-white',
} as const;

/*
 * A section is laid out when it comes near the screen, not in the page's first layout: shaping
 * Tamil or Telugu text is slow on a cheap phone, and laying out a long guide at once blocked the
 * main thread. Until then it holds an estimated height, and `auto` keeps its real height after;
 * one below the screen moves nothing on it, so nothing shifts. Not dark bands: axe, run on the
 * page as it loads, measured the light text of a deferred band against the light section beside
 * it and failed its contrast (27 Nov 2026); a band holds a few lines, cheap to lay out at once.
 */
const deferredLayout = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]';

/**
 * A page section with a consistent width, rhythm and heading. It carries `data-reveal`, which the
 * reveal script animates in once it scrolls into view; without that script it is simply visible.
 */
export function Section({
  title,
  intro,
  level = 2,
  tone = 'plain',
  className,
  children,
  id,
  ...rest
}: SectionProps) {
  const Heading = `h${level}` as const;
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title && headingId ? headingId : undefined}
      data-reveal=""
      className={cn(
        'px-4 py-14 sm:py-20',
        tones[tone],
        tone !== 'dark' && deferredLayout,
        className,
      )}
      {...rest}
    >
      <div className="mx-auto max-w-6xl">
        {title ? (
          <header className="mb-8 max-w-3xl">
            <Heading id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {title}
            </Heading>
            {intro ? (
              <p
                className={cn(
                  'mt-3 text-lg',
                  tone === 'dark' ? 'text-slate-200' : 'text-slate-700',
                )}
              >
                {intro}
              </p>
            ) : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}

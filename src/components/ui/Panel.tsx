import { useId, type ComponentProps, type ReactNode } from 'react';

type PanelProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The panel's heading, which also names it for assistive technology. */
  title: ReactNode;
  /** Its level in the page's outline. */
  level?: 2 | 3 | 4;
  headingClassName?: string;
};

/**
 * A boxed part of a page or island (the privacy notice, the trade terms, the licences, the
 * self-check's closest brands): a `<section>` named by its own heading. Page-wide bands are
 * `Section`.
 */
export function Panel({ title, level = 2, headingClassName, children, ...rest }: PanelProps) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={headingId} {...rest}>
      <Heading id={headingId} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

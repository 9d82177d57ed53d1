import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { FaqItem } from '../../data/contact';
import { cn } from '../../lib/cn';

type ContactFaqProps = ComponentProps<'div'> & {
  items: readonly FaqItem[];
};

/**
 * Questions as native disclosures: `<details>` opens and closes by keyboard and without any
 * script, and the answers stay in the HTML for search engines.
 */
export function ContactFaq({ items, className, ...rest }: ContactFaqProps) {
  return (
    <div className={cn('flex flex-col gap-3', className)} {...rest}>
      {items.map((item) => (
        <details
          key={item.question}
          className="group rounded-xl border border-slate-200 bg-white open:border-brand-700"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="px-5 pb-5 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

import type { ComponentProps } from 'react';
import type { FaqItem } from '../../data/contact.ts';
import { cn } from '../../lib/cn.ts';
import { Disclosure } from '../ui/Disclosure.tsx';

type ContactFaqProps = ComponentProps<'div'> & {
  items: readonly FaqItem[];
};

/** The questions, each a disclosure whose answer stays in the HTML for search engines. */
export function ContactFaq({ items, className, ...rest }: ContactFaqProps) {
  return (
    <div className={cn('flex flex-col gap-3', className)} {...rest}>
      {items.map((item) => (
        <Disclosure
          key={item.question}
          summary={item.question}
          className="open:border-brand-700"
          summaryClassName="font-semibold text-ink"
          bodyClassName="px-5 pb-5 text-slate-700"
        >
          <p>{item.answer}</p>
        </Disclosure>
      ))}
    </div>
  );
}

import { CircleCheck } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import type { ServiceCard } from '../../data/home';
import { cn } from '../../lib/cn';
import { HomeIcon } from './HomeIcon';

type ServiceCardsProps = ComponentProps<'ul'> & { cards: ServiceCard[] };

/**
 * The fuel solution cards. Pressing a card highlights it (the first one to begin with); each card's
 * title is a toggle button stretched over the whole card, so the heading stays a heading and the
 * selection is announced with `aria-pressed`.
 */
export default function ServiceCards({ cards, className, ...rest }: ServiceCardsProps) {
  const [selectedIndex, setSelectedIndex] = useState(0);
  return (
    <ul className={cn('grid gap-6 md:grid-cols-3', className)} {...rest}>
      {cards.map((card, index) => {
        const selected = index === selectedIndex;
        return (
          <li
            key={card.title}
            className={cn(
              'relative rounded-2xl border-2 p-6 transition-[border-color,background-color,box-shadow]',
              selected
                ? 'border-brand-600 bg-brand-50 shadow-lg'
                : 'border-slate-200 bg-white hover:border-brand-600/60',
            )}
          >
            <div className="flex items-start justify-between">
              <HomeIcon
                name={card.icon}
                className={cn('size-10', selected ? 'text-brand-700' : 'text-slate-600')}
              />
              {/* Not colour alone: a tick marks the highlighted card too. */}
              <CircleCheck
                aria-hidden="true"
                focusable="false"
                className={cn('size-6 text-brand-700', selected ? 'visible' : 'invisible')}
              />
            </div>
            <h3 className="mt-4 text-xl font-semibold">
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => setSelectedIndex(index)}
                className="cursor-pointer text-left after:absolute after:inset-0 after:rounded-2xl after:content-['']"
              >
                {card.title}
              </button>
            </h3>
            <p className="mt-2 text-slate-700">{card.desc}</p>
          </li>
        );
      })}
    </ul>
  );
}

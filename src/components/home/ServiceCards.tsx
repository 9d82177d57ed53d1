import { CircleCheck } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import type { ServiceCard } from '../../data/home.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { island, type KeysUnder } from '../../i18n/island.tsx';
import { cn } from '../../lib/cn.ts';
import { contactHref } from '../../lib/contact/prefill.ts';
import { HomeIcon } from './HomeIcon.tsx';

/** The dictionary part this island receives: the quote and chat links under the cards. */
const parts = ['home.services.'] as const;

type ServiceCardsProps = ComponentProps<'div'> & {
  cards: ServiceCard[];
  /**
   * Per card, in order, the chat link that asks about its fuel, once the owner has set a
   * WhatsApp number (made on the server: the island carries no WhatsApp code or message).
   */
  whatsAppHrefs?: readonly string[] | undefined;
};

/**
 * The fuel solution cards. Pressing a card highlights it (the first one to begin with); each card's
 * title is a toggle button stretched over the whole card, so the heading stays a heading and the
 * selection is announced with `aria-pressed`. Below them, a quote for the chosen card: a link to
 * the contact form with its fuel or inquiry type already chosen.
 */
const ServiceCards = island(parts, ServiceCardsBody);
export default ServiceCards;

function ServiceCardsBody({ cards, whatsAppHrefs, className, ...rest }: ServiceCardsProps) {
  const { locale, t } = useI18n<KeysUnder<(typeof parts)[number]>>();
  const [selectedIndex, setSelectedIndex] = useState(0);
  const chosen = cards[selectedIndex];
  const chat = whatsAppHrefs?.[selectedIndex];
  return (
    <div className={className} {...rest}>
      <ul className="grid gap-6 md:grid-cols-3">
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
      {chosen ? (
        <p className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <a
            href={contactHref(chosen.quote, locale)}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('home.services.quote', { service: chosen.title })}
          </a>
          {/* The chosen fuel goes into the chat's first message too (nothing while unset). */}
          {chat ? (
            <a
              href={chat}
              className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t('home.services.whatsapp', { fuel: chosen.title })}
            </a>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

import { Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { ContactChannel, ContactChannelIcon } from '../../data/contact.ts';
import { cn } from '../../lib/cn.ts';

/** The data's channels, and the WhatsApp card the page adds once the number is set. */
type ChannelIcon = ContactChannelIcon | 'whatsapp';

const icons: Record<ChannelIcon, LucideIcon> = {
  phone: Phone,
  whatsapp: MessageCircle,
  email: Mail,
  address: MapPin,
};

type ContactChannelsProps = ComponentProps<'ul'> & {
  /** A card without `href` is shown without a link or its action ("Find us on a map"). */
  channels: readonly (Omit<ContactChannel, 'icon' | 'href'> & {
    icon: ChannelIcon;
    href?: string | undefined;
  })[];
};

const cardClass =
  'flex min-h-11 items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs';

/** The contact information cards: each whole card is one link (call, write, find us). */
export function ContactChannels({ channels, className, ...rest }: ContactChannelsProps) {
  return (
    <ul className={cn('grid gap-4', className)} {...rest}>
      {channels.map((channel) => {
        const Icon = icons[channel.icon];
        const body = (
          <>
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold text-ink">{channel.title}</span>
              <span className="break-words text-slate-700">{channel.details}</span>
              {channel.href ? (
                <span className="mt-1 text-sm font-medium text-brand-700">{channel.action}</span>
              ) : null}
            </span>
          </>
        );
        return (
          <li key={channel.icon}>
            {channel.href ? (
              <a
                href={channel.href}
                className={cn(
                  cardClass,
                  'transition-colors hover:border-brand-700 hover:bg-brand-50',
                )}
              >
                {body}
              </a>
            ) : (
              <div className={cardClass}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

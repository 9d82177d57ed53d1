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
  channels: readonly (Omit<ContactChannel, 'icon'> & { icon: ChannelIcon })[];
};

/** The contact information cards: each whole card is one link (call, write, find us). */
export function ContactChannels({ channels, className, ...rest }: ContactChannelsProps) {
  return (
    <ul className={cn('grid gap-4', className)} {...rest}>
      {channels.map((channel) => {
        const Icon = icons[channel.icon];
        return (
          <li key={channel.icon}>
            <a
              href={channel.href}
              className="flex min-h-11 items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs transition-colors hover:border-brand-700 hover:bg-brand-50"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold text-ink">{channel.title}</span>
                <span className="break-words text-slate-700">{channel.details}</span>
                <span className="mt-1 text-sm font-medium text-brand-700">{channel.action}</span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

import type { ComponentProps } from 'react';
import { NOT_SET } from '../../config/placeholder.ts';
import { site } from '../../config/site.ts';
import { whatsAppHref } from '../../lib/trust/whatsapp.ts';

type WhatsAppLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The message typed in for the visitor, in the page's language, naming what they came for. */
  message: string;
};

/** Whether the owner has set a WhatsApp number; until then no WhatsApp link shows anywhere. */
export const hasWhatsApp = site.whatsapp !== NOT_SET;

/**
 * A plain link to a chat with our WhatsApp number, the message already typed. It works without
 * JavaScript and loads nothing from WhatsApp until followed; it renders nothing while the number
 * is not set.
 */
export function WhatsAppLink({ message, children, ...rest }: WhatsAppLinkProps) {
  if (site.whatsapp === NOT_SET) return null;
  return (
    <a href={whatsAppHref(site.whatsapp, message)} {...rest}>
      {children}
    </a>
  );
}

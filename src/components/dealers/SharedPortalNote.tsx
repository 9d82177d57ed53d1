import type { ComponentProps } from 'react';
import { useI18n } from '../../i18n/I18n.tsx';
import { richText } from '../../i18n/rich-text.tsx';
import { cn } from '../../lib/cn.ts';
import { formatList } from '../../lib/format.ts';
import type { SelectionPortal } from '../../lib/selection-portals.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';

type SharedPortalNoteProps = ComponentProps<'p'> & { portal: SelectionPortal };

/**
 * Under rules this site gives for brands that choose dealers through one portal: where those
 * rules differ (they come from different listings), the portal's current advertisement decides.
 * Said wherever the rules are shown side by side or one brand's alone. It is also part of an
 * island (the Indian Oil tabs), so it imports nothing that carries every language's words.
 */
export function SharedPortalNote({ portal, className, ...rest }: SharedPortalNoteProps) {
  const { locale, t } = useI18n();
  return (
    <p className={cn('max-w-3xl text-slate-700', className)} {...rest}>
      {richText(
        t,
        'dealers.eligibility.sharedPortal',
        {
          portal: (
            <ExternalLink href={portal.url} className="text-brand-800">
              {portal.label}
            </ExternalLink>
          ),
        },
        { brands: formatList(portal.usedBy, locale) },
      )}
    </p>
  );
}

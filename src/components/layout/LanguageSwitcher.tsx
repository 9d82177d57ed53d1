import { useId } from 'react';
import { useI18n } from '../../i18n/I18n.tsx';
import {
  languageTags,
  localeNames,
  locales,
  localizedPath,
  unlocalizedPath,
} from '../../i18n/locales.ts';
import { cn } from '../../lib/cn.ts';

type LanguageSwitcherProps = {
  currentPath: string;
  className?: string;
  /**
   * `nav`: a navigation landmark named "Language", at the top of every page. `list`: the same
   * links under a visible heading, for inside the phone menu, which already sits in the main
   * navigation (a second "Language" landmark would repeat the first).
   */
  variant?: 'nav' | 'list';
};

/**
 * Every language, each named in its own script, linking to this same page in it. Plain links:
 * they work without JavaScript and cost none, and nothing picks a language for the visitor.
 */
export function LanguageSwitcher({
  currentPath,
  className,
  variant = 'nav',
}: LanguageSwitcherProps) {
  const { locale, t } = useI18n();
  const headingId = useId();
  const page = unlocalizedPath(currentPath.replace(/\.html$/u, '').replace(/\/index$/u, '/'));
  const links = (
    <ul
      aria-labelledby={variant === 'list' ? headingId : undefined}
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', variant === 'list' && 'px-3')}
    >
      {locales.map((code) => (
        <li key={code}>
          <a
            href={localizedPath(page, code)}
            lang={languageTags[code]}
            hrefLang={languageTags[code]}
            aria-current={code === locale ? 'true' : undefined}
            className={cn(
              'inline-flex min-h-6 items-center rounded px-1 text-slate-700 underline-offset-4 hover:text-ink hover:underline',
              'aria-[current=true]:font-semibold aria-[current=true]:text-brand-700',
              variant === 'list' ? 'min-h-11' : 'text-sm',
            )}
          >
            {localeNames[code]}
          </a>
        </li>
      ))}
    </ul>
  );
  if (variant === 'list') {
    return (
      <div className={className}>
        <p id={headingId} className="px-3 pt-2 text-sm font-semibold text-slate-600 uppercase">
          {t('nav.language')}
        </p>
        {links}
      </div>
    );
  }
  return (
    <nav aria-label={t('nav.language')} className={className}>
      {links}
    </nav>
  );
}

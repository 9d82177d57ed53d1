import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { LinkButton } from '../ui/LinkButton.tsx';

/** The body of the 404 page: what happened and the way back, in the visitor's language. */
export const NotFound = localized(NotFoundBody);

function NotFoundBody() {
  const { locale, t } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:py-28">
      <p className="font-semibold text-brand-700">{t('notFound.eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-5xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('notFound.lead')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <LinkButton href={localizedPath('/', locale)}>{t('notFound.home')}</LinkButton>
        <LinkButton href={localizedPath('/contact', locale)} variant="secondary">
          {t('notFound.contact')}
        </LinkButton>
      </div>
    </div>
  );
}

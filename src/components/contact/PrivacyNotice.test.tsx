// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRetentionDays } from '../../config/retention.ts';
import type { Locale } from '../../i18n/locales.ts';
import { dictionaries, fill } from '../../i18n/ui.ts';
import { PrivacyNotice } from './PrivacyNotice.tsx';

afterEach(cleanup);

/** The notice of Example Fuels (its inbox `email`) in a language, with a retention period. */
const notice = (
  locale: Locale,
  retentionDays?: number,
  { email }: { email: string | undefined } = { email: 'support@example.com' },
) => {
  render(
    <PrivacyNotice
      locale={locale}
      email={email}
      businessName="Example Fuels"
      retentionDays={retentionDays}
    />,
  );
  return screen.getByRole('region', { name: dictionaries[locale]['contact.privacy.title'] });
};

const points = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('PrivacyNotice', () => {
  it('states the retention period when LEADS_RETENTION_DAYS is set', () => {
    const region = notice('en', parseRetentionDays('180'));
    expect(points(region)).toContain(
      fill(dictionaries.en['contact.privacy.keptDays'], { business: 'Example Fuels', days: 180 }),
    );
    // The scheduled copies are removed one day after they are a whole period old.
    expect(points(region)).toContain(
      fill(dictionaries.en['contact.privacy.backupDays'], { days: 181 }),
    );
  });

  it('says requests are kept while needed when no period is set', () => {
    const region = notice('en', parseRetentionDays(undefined));
    expect(points(region)).toContain(
      fill(dictionaries.en['contact.privacy.keptWhileNeeded'], { business: 'Example Fuels' }),
    );
    expect(points(region)).toHaveLength(4);
  });

  it('lets the visitor write to the support address from the notice', () => {
    const region = notice('en');
    expect(within(region).getByRole('link', { name: 'support@example.com' })).toHaveProperty(
      'href',
      'mailto:support@example.com',
    );
  });

  it('sends the visitor to the form on the page while the support e-mail is not set', () => {
    const region = notice('en', undefined, { email: undefined });
    expect(region.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(points(region).at(-1)).toBe(
      fill(dictionaries.en['contact.privacy.rightsByForm'], {
        form: 'the contact form',
        year: 2023,
      }),
    );
    expect(within(region).getByRole('link', { name: 'the contact form' })).toHaveProperty(
      'hash',
      '#contact-form-title',
    );
  });

  it('speaks the language of the page, one day in the singular', () => {
    const region = notice('te', 1);
    expect(points(region)).toContain(
      fill(dictionaries.te['contact.privacy.keptOneDay'], { business: 'Example Fuels', days: 1 }),
    );
    expect(points(region)).toContain(
      fill(dictionaries.te['contact.privacy.backupDays'], { days: 2 }),
    );
  });

  it('refuses a period that is not a whole number of days, failing the build', () => {
    expect(() => parseRetentionDays('90d')).toThrow(
      /LEADS_RETENTION_DAYS must be a whole number of days/,
    );
  });
});

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseRetentionDays } from '../../config/retention.ts';
import { dictionaries, fill } from '../../i18n/ui.ts';
import { PrivacyNotice } from './PrivacyNotice.tsx';

/** The notice of Example Fuels (support@example.com) in a language, with a retention period. */
const notice = (locale: 'en' | 'te', retentionDays?: number) =>
  renderToString(
    <PrivacyNotice
      locale={locale}
      email="support@example.com"
      businessName="Example Fuels"
      retentionDays={retentionDays}
    />,
  );

describe('PrivacyNotice', () => {
  it('states the retention period when LEADS_RETENTION_DAYS is set', () => {
    const html = notice('en', parseRetentionDays('180'));
    expect(html).toContain(
      'Example Fuels stores them on its own systems for 180 days, then deletes them automatically.',
    );
    // The scheduled copies are removed one day after they are a whole period old.
    expect(html).toContain(
      'Backup copies may keep them for up to 181 days after they are deleted; then those copies are deleted too.',
    );
  });

  it('says requests are kept while needed when no period is set', () => {
    const html = notice('en', parseRetentionDays(undefined));
    expect(html).toContain('for as long as it takes to answer you and follow up on your request.');
    expect(html).not.toContain('Backup copies');
  });

  it('keeps the English notice word for word, the e-mail address a link inside it', () => {
    const html = notice('en');
    expect(html).toContain('How we use your details');
    expect(html).toContain(
      'You can ask us to see, correct or delete them at any time by writing to <a href="mailto:support@example.com" class="font-medium text-brand-700 underline">support@example.com</a>, as India&#x27;s Digital Personal Data Protection Act, 2023 (DPDP Act) provides.',
    );
  });

  it('speaks the language of the page', () => {
    const html = notice('te', 1);
    const expected = fill(dictionaries.te['contact.privacy.keptOneDay'], {
      business: 'Example Fuels',
      days: 1,
    });
    expect(html).toContain(expected.replace(/'/g, '&#x27;'));
    expect(html).toContain(fill(dictionaries.te['contact.privacy.backupDays'], { days: 2 }));
    expect(html).toContain(dictionaries.te['contact.privacy.title']);
  });

  it('refuses a period that is not a whole number of days, failing the build', () => {
    expect(() => parseRetentionDays('90d')).toThrow(
      /LEADS_RETENTION_DAYS must be a whole number of days/,
    );
  });
});

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseRetentionDays } from '../../config/retention';
import { PrivacyNotice } from './PrivacyNotice';

describe('PrivacyNotice', () => {
  it('states the retention period when LEADS_RETENTION_DAYS is set', () => {
    const html = renderToString(
      <PrivacyNotice
        email="support@example.com"
        businessName="Example Fuels"
        retentionDays={parseRetentionDays('180')}
      />,
    );
    expect(html).toContain(
      'Example Fuels stores them on its own systems for 180 days, then deletes them automatically.',
    );
  });

  it('says requests are kept while needed when no period is set', () => {
    const html = renderToString(
      <PrivacyNotice
        email="support@example.com"
        businessName="Example Fuels"
        retentionDays={parseRetentionDays(undefined)}
      />,
    );
    expect(html).toContain('for as long as it takes to answer you and follow up on your request.');
  });

  it('refuses a period that is not a whole number of days, failing the build', () => {
    expect(() => parseRetentionDays('90d')).toThrow(
      /LEADS_RETENTION_DAYS must be a whole number of days/,
    );
  });
});

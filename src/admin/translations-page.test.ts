import { describe, expect, it } from 'vitest';
import { translationsPage } from './translations-page.ts';

describe('the translations page of the admin', () => {
  it('lists each word behind its English, with the old and new English, escaped', () => {
    const html = translationsPage([
      {
        locale: 'te',
        entry: 'ui/common',
        key: 'nav.home',
        kind: 'changed',
        was: 'Home',
        now: 'Start <here>',
        translation: 'హోమ్',
      },
      { locale: 'kn', entry: 'dealers/jio', key: 'lead', kind: 'missing', now: 'A lead' },
    ]);
    expect(html).toContain('<h2>te: 1 word(s) shown in English until translated</h2>');
    expect(html).toContain('<h3>ui/common</h3>');
    expect(html).toContain('<dd lang="en">Home</dd>');
    expect(html).toContain('<dd lang="en">Start &lt;here&gt;</dd>');
    expect(html).toContain('<dd lang="te">హోమ్</dd>');
    expect(html).toContain('<code>lead</code> (not translated yet)');
    expect(html).not.toContain('Every translation is up to date');
  });

  it('says so when nothing is behind', () => {
    expect(translationsPage([])).toContain('Every translation is up to date with its English.');
  });
});

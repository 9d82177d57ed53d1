import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/i18n/ui.ts';
import { postedLocale, refererLocale, serverTranslator } from './strings.ts';

const projectRoot = join(import.meta.dirname, '..', '..');

describe('the server’s dictionaries', () => {
  it('load in plain Node, as the production server loads them (every import with its .ts)', () => {
    const script = `const { serverTranslator } = await import('./server/contact/strings.ts');
process.stdout.write(serverTranslator('te')('contact.form.send'));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    expect(output).toBe(dictionaries.te['contact.form.send']);
  });

  it('are the site’s dictionaries, slots filled', () => {
    expect(serverTranslator('kn')('contact.server.tooLarge', { size: 16 })).toBe(
      dictionaries.kn['contact.server.tooLarge'].replace('{size}', '16'),
    );
  });

  it('take the posted locale when it is one of ours, else English', () => {
    expect(postedLocale('hi')).toBe('hi');
    expect(postedLocale('en')).toBe('en');
    expect(postedLocale('fr')).toBe('en');
    expect(postedLocale(undefined)).toBe('en');
    expect(postedLocale(['te'])).toBe('en');
  });

  it('read the language of the sending page from its Referer', () => {
    expect(refererLocale('https://fuel.example/te/contact')).toBe('te');
    expect(refererLocale('https://fuel.example/contact?brand=jio-bp')).toBe('en');
    expect(refererLocale('not a url')).toBe('en');
    expect(refererLocale(undefined)).toBe('en');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text.tsx';
import { dictionaries, translator } from './ui.ts';

describe('richText', () => {
  const t = translator({
    ...dictionaries.en,
    'dealers.eligibility.unstated': '{portal} లో చూడండి.',
    'contact.privacy.rights': 'DPDP {year}: {email}',
  });
  const html = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);

  it('puts an element where the translation puts its slot', () => {
    expect(
      html(richText(t, 'dealers.eligibility.unstated', { portal: <a href="/p">Portal</a> })),
    ).toBe('<a href="/p">Portal</a> లో చూడండి.');
  });

  it('fills text slots beside element slots, and escapes the text', () => {
    expect(
      html(richText(t, 'contact.privacy.rights', { email: <b>x@y.in</b> }, { year: '<2023>' })),
    ).toBe('DPDP &lt;2023&gt;: <b>x@y.in</b>');
  });
});

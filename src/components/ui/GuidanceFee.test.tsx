import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18n.tsx';
import { pickStrings } from '../../i18n/ui.ts';
import { GuidanceFee, guidanceFeeStrings } from './GuidanceFee.tsx';

describe('GuidanceFee', () => {
  const render = (fee: string) =>
    renderToStaticMarkup(
      <I18nProvider locale="en" strings={pickStrings('en', guidanceFeeStrings)}>
        <GuidanceFee fee={fee} className="note" />
      </I18nProvider>,
    );

  it('gives the page’s own sentence on what our help costs, after its label', () => {
    expect(render('Our fee is stated.')).toBe(
      '<p class="note"><strong>What our help costs:</strong> Our fee is stated.</p>',
    );
  });
});

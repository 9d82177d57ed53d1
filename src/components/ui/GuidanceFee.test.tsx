// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18n.tsx';
import { dictionaries } from '../../i18n/ui.ts';
import { GuidanceFee } from './GuidanceFee.tsx';

afterEach(cleanup);

describe('GuidanceFee', () => {
  it('gives the page’s own sentence on what our help costs, after its label', () => {
    render(
      // Only its label: an island that shows it (the self-check) receives this key alone.
      <I18nProvider
        locale="te"
        strings={{ 'dealers.guidanceFee': dictionaries.te['dealers.guidanceFee'] }}
      >
        <GuidanceFee fee="Our fee is stated." />
      </I18nProvider>,
    );
    const label = screen.getByText(dictionaries.te['dealers.guidanceFee']);
    expect(label.tagName).toBe('STRONG');
    expect(label.parentElement?.textContent).toBe(
      `${dictionaries.te['dealers.guidanceFee']} Our fee is stated.`,
    );
  });
});

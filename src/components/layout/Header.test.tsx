// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { islandStrings } from '../../i18n/ui.ts';
import Header from './Header.tsx';

afterEach(cleanup);

const banner = (call?: { display: string; href: string }) => {
  render(
    <Header locale="en" strings={islandStrings('en', Header)} currentPath="/about" call={call} />,
  );
  return screen.getByRole('banner');
};

describe('Header', () => {
  it('has no call button while the phone line is not set', () => {
    const region = banner(undefined);
    expect(within(region).queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(region.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('calls the phone line once set, naming the number to screen readers', () => {
    const region = banner({ display: '+91 40 1234 5678', href: 'tel:+914012345678' });
    const call = within(region).getByRole('link', { name: 'Call +91 40 1234 5678' });
    expect(call.getAttribute('href')).toBe('tel:+914012345678');
  });
});

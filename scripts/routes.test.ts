import { describe, expect, it } from 'vitest';
import { routeOf } from './routes.ts';

describe('routeOf', () => {
  it('maps built files to the paths they are served at', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('about.html')).toBe('/about');
    expect(routeOf('contact/thanks.html')).toBe('/contact/thanks');
    expect(routeOf('dealership/index.html')).toBe('/dealership');
  });
});

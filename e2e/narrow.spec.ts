import { expect, horizontalGap, renderWholePage, routes, test } from './fixtures.ts';

/*
 * 360 px is the most common Android width in South India. At that width no page, in any language,
 * may scroll sideways, and no heading or button may hold words wider than its own box: a long
 * Tamil, Telugu or Kannada word (எங்களைத் தொடர்புகொள்ளுங்கள்) must wrap or size down, never be cut
 * or push the page wider. Judged by the elements' geometry, not by pictures.
 */
test.use({ viewport: { width: 360, height: 800 } });

for (const route of routes) {
  test(`${route} fits a 360 px phone: no sideways scroll, no heading or button text cut`, async ({
    page,
  }) => {
    await page.goto(route);
    await renderWholePage(page);
    expect(await horizontalGap(page)).toBe(0);
    const cut = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'h1, h2, h3, h4, h5, h6, button, summary, [role="button"], [role="tab"], a',
        ),
      ]
        .filter((element) => {
          const style = getComputedStyle(element);
          // Inline boxes have no width of their own; screen-reader-only text (the skip link
          // until focused) is clipped on purpose.
          if (
            !element.checkVisibility() ||
            style.display === 'inline' ||
            style.clipPath !== 'none'
          ) {
            return false;
          }
          // A box scrolling its own content sideways on purpose (a row of cards) is not text.
          if (element.scrollWidth <= element.clientWidth + 1) return false;
          return element.innerText.trim() !== '';
        })
        .map(
          (element) =>
            `${element.tagName} "${element.innerText.trim().slice(0, 60)}": ${element.scrollWidth} > ${element.clientWidth}`,
        ),
    );
    expect(cut).toEqual([]);
  });
}

/**
 * UI strings of the home, About and footer info pages: the labels, buttons and screen-reader
 * text their components write around the content (the content's own words are translated in
 * src/content/<locale>/pages/*.yaml). `{name}` marks a value filled in at render time; a
 * translation keeps each slot and may move it.
 */
export default {
  /** The chosen fuel card's link to the contact form; `{service}` is the card's title. */
  'home.services.quote': 'Get a quote for {service}',
  'home.services.whatsapp': 'Ask about {fuel} on WhatsApp',
  /** Names the testimonials carousel for assistive technology. */
  'home.testimonials.label': 'Client testimonials',
  /** The autoplay button's visible word while the quotes rotate. */
  'home.testimonials.pause': 'Pause',
  /** The autoplay button's visible word while the quotes are paused. */
  'home.testimonials.play': 'Play',
  /**
   * The autoplay button's whole name for screen readers and voice control while the quotes
   * rotate: a sentence of its own, so each language orders it; it must contain the visible
   * 'home.testimonials.pause' as whole words (WCAG 2.5.3).
   */
  'home.testimonials.pauseName': 'Pause testimonials',
  /** The same while the quotes are paused; it contains 'home.testimonials.play'. */
  'home.testimonials.playName': 'Play testimonials',
  /** Names each dot under the carousel; `{number}` counts from 1. */
  'home.testimonials.show': 'Show testimonial {number}',
  /**
   * A visible tag on each quote that stands in for a real one until the owner sets real quotes:
   * nobody may take it for a customer's words.
   */
  'home.testimonials.sample': 'Sample comment — not from a real customer',
  /** Names the list of the brands' dealership guides on the home page. */
  'home.dealerships.guides': 'Dealership guides',
  /** The About page's title (browser tab, search results). */
  'about.title': 'About Us',
  /** Screen-reader note after a link to a brand's or a network's own website. */
  'info.external': '(official website, opens in a new tab)',
} as const;

import { describe, expect, it } from 'vitest';
import { figures } from './figures.ts';
import { readEntry } from './entries.ts';
import { home, homeSchema, testimonialsHeading } from './home.ts';

type Raw = {
  services: { cards: { title: string; icon: string }[] };
  industries: { items: { icon: string }[] };
  process: { steps: { number: string }[] };
  stats: { items: Record<string, unknown>[] };
  testimonials: { items: { quote: string; placeholder?: boolean }[] };
  closing: { action: { href: string } };
};

/** A copy of the entry as written (src/content/en/pages/home.yaml) to break one field at a time. */
function content(): Raw {
  return structuredClone(readEntry('en', 'pages/home')) as Raw;
}

describe('home content', () => {
  it('takes the stats from the shared figures', () => {
    expect(home.stats.items).toEqual([
      { key: 'liters', label: 'Litres Delivered', value: figures.litersDelivered, suffix: '+' },
      { key: 'clients', label: 'Satisfied Clients', value: figures.satisfiedClients, suffix: '' },
      {
        key: 'stations',
        label: 'Client fuel sites we supply',
        value: figures.fuelStations,
        suffix: '',
      },
    ]);
  });

  it('marks the stand-in testimonials as samples, naming no real company', () => {
    for (const item of home.testimonials.items) {
      expect(item.sample).toBe(true);
      expect(item.company).toMatch(/ client, /u);
    }
  });
});

describe('testimonialsHeading', () => {
  it('uses the sample heading while any quote is a sample', () => {
    const oneSample = content();
    for (const item of oneSample.testimonials.items.slice(1)) delete item.placeholder;
    expect(testimonialsHeading(homeSchema.parse(oneSample).testimonials)).toEqual({
      title: 'Client comments: samples for now',
      intro: expect.stringContaining('none is from a real customer') as unknown,
    });
  });

  it('uses the entry’s own heading once every quote is real', () => {
    const real = content();
    for (const item of real.testimonials.items) delete item.placeholder;
    const parsed = homeSchema.parse(real).testimonials;
    expect(parsed.items.every((item) => !item.sample)).toBe(true);
    expect(testimonialsHeading(parsed)).toEqual({
      title: 'Trusted by Industry Leaders',
      intro: 'What our clients say about working with us.',
    });
  });
});

describe('homeSchema', () => {
  it('rejects blank text, even if it is only spaces', () => {
    const broken = content();
    broken.services.cards[0]!.title = '   ';
    expect(homeSchema.safeParse(broken).success).toBe(false);
  });

  it('rejects an icon no component knows', () => {
    const broken = content();
    broken.industries.items[0]!.icon = 'rocket';
    expect(homeSchema.safeParse(broken).success).toBe(false);
  });

  it('rejects steps that are out of order or not two digits', () => {
    const swapped = content();
    swapped.process.steps.reverse();
    expect(homeSchema.safeParse(swapped).success).toBe(false);

    const oneDigit = content();
    oneDigit.process.steps[0]!.number = '1';
    expect(homeSchema.safeParse(oneDigit).success).toBe(false);
  });

  it('rejects duplicate service cards and a figure listed twice', () => {
    const cards = content();
    cards.services.cards[1]!.title = cards.services.cards[0]!.title;
    expect(homeSchema.safeParse(cards).success).toBe(false);

    const stats = content();
    stats.stats.items[1]!.key = 'liters';
    expect(homeSchema.safeParse(stats).success).toBe(false);
  });

  it('rejects the same quote twice', () => {
    const broken = content();
    broken.testimonials.items[2]!.quote = broken.testimonials.items[0]!.quote;
    expect(homeSchema.safeParse(broken).success).toBe(false);
  });

  it('needs at least two testimonials for a carousel', () => {
    const single = content();
    single.testimonials.items.splice(1);
    expect(homeSchema.safeParse(single).success).toBe(false);
  });

  it('keeps calls to action on this site', () => {
    for (const href of ['https://example.com/contact', '//example.com', 'contact', '']) {
      const broken = content();
      broken.closing.action.href = href;
      expect(homeSchema.safeParse(broken).success, href).toBe(false);
    }
  });

  it('defaults a missing stat suffix to nothing', () => {
    const raw = content();
    delete raw.stats.items[2]!['suffix'];
    const parsed = homeSchema.parse(raw);
    expect(parsed.stats.items[2]!.suffix).toBe('');
  });
});

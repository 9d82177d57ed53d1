import { describe, expect, it } from 'vitest';
import { site } from '../config/site.ts';
import { about, aboutSchema, initialsOf } from './about.ts';
import { readEntry } from './entries.ts';
import { figures } from './figures.ts';

type Raw = {
  whyChooseUs: { points: { id: string; text: string }[] };
  team: { members: { position: string; image?: string }[] };
};

/** A copy of the entry as written (src/content/en/pages/about.yaml) to break one field at a time. */
function content(): Raw {
  return structuredClone(readEntry('en', 'pages/about')) as Raw;
}

describe('about content', () => {
  it('derives the closing line from the config and the shared figures', () => {
    expect(about.closing.footnote).toContain(`Founded in ${site.foundedYear}`);
    expect(about.closing.footnote).toContain(`${figures.satisfiedClients}+ clients`);
  });

  it('has the four leadership positions, with placeholder names that give sensible initials', () => {
    expect(about.team.members.map((member) => member.position)).toEqual([
      'CEO and Founder',
      'Operations Director',
      'Technical Lead',
      'Customer Relations',
    ]);
    for (const member of about.team.members) {
      expect(member.name).toMatch(/ Name$/u);
      expect(initialsOf(member.name)).toMatch(/^[A-Z]{2}$/u);
      expect(member.image).toBeUndefined();
      // The stand-in names are the spec's samples: the page labels them until real names are set.
      expect(member.sample).toBe(true);
    }
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Founder Name')).toBe('FN');
    expect(initialsOf('Asha Lakshmi Rao')).toBe('AR');
  });

  it('gives one letter for a single word and nothing for an empty name', () => {
    expect(initialsOf('Priya')).toBe('P');
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf('')).toBe('');
  });

  it('ignores brackets, dots and extra spaces, and capitalises', () => {
    expect(initialsOf('[ceo  name]')).toBe('CN');
    expect(initialsOf(' K. Ravi ')).toBe('KR');
  });

  it('keeps letters outside the Latin alphabet', () => {
    expect(initialsOf('ఆశా రావు')).toBe('ఆర');
  });
});

describe('aboutSchema', () => {
  it('rejects a sixth reason or a missing one', () => {
    const six = content();
    six.whyChooseUs.points.push({ id: 'another', text: 'Another reason' });
    expect(aboutSchema.safeParse(six).success).toBe(false);

    const four = content();
    four.whyChooseUs.points.pop();
    expect(aboutSchema.safeParse(four).success).toBe(false);
  });

  it('rejects a photo path that is remote or not an image', () => {
    for (const image of ['https://cdn.example.com/ceo.jpg', '//cdn/ceo.jpg', '/team/ceo.pdf']) {
      const broken = content();
      broken.team.members[0]!.image = image;
      expect(aboutSchema.safeParse(broken).success, image).toBe(false);
    }
    const withPhoto = content();
    withPhoto.team.members[0]!.image = '/team/ceo.webp';
    expect(aboutSchema.safeParse(withPhoto).success).toBe(true);
  });

  it('rejects two people in the same position', () => {
    const broken = content();
    broken.team.members[1]!.position = broken.team.members[0]!.position;
    expect(aboutSchema.safeParse(broken).success).toBe(false);
  });
});

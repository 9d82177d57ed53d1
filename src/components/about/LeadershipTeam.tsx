import { initialsOf, type AboutContent } from '../../data/about.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import { Section } from '../ui/Section.tsx';

type LeadershipTeamProps = { team: AboutContent['team'] };

/**
 * The leadership cards. A member without a photo gets their initials in a circle; the photo, when
 * one is added, has a fixed size so it cannot shift the page as it loads.
 */
export const LeadershipTeam = localized(LeadershipTeamBody);

function LeadershipTeamBody({ team }: LeadershipTeamProps) {
  const { t } = useI18n();
  return (
    <Section id="team" title={team.title} intro={team.intro}>
      {/* Until the owner sets real names, a reader must not take the specification's for people. */}
      {team.members.some((member) => member.sample) ? (
        <p className="mb-6 text-center font-semibold">{t('figures.sampleTeam')}</p>
      ) : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {team.members.map((member) => (
          <li
            key={member.position}
            className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center"
          >
            {member.image ? (
              <img
                src={member.image}
                alt=""
                width="96"
                height="96"
                loading="lazy"
                decoding="async"
                className="size-24 rounded-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-24 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
              >
                {initialsOf(member.name)}
              </span>
            )}
            <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
            <p className="text-slate-700">{member.position}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

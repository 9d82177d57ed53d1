import type { HomeContent } from '../../data/home.ts';
import { localized } from '../../i18n/Localized.tsx';
import { Section } from '../ui/Section.tsx';
import { ProcessIllustration } from './ProcessIllustration.tsx';
import { ProcessSteps } from './ProcessSteps.tsx';

type ProcessSectionProps = { process: HomeContent['process'] };

/**
 * How working with us goes, beside a drawing. The section takes focus (tabIndex -1) so that the
 * hero's "How It Works" link moves keyboard and screen-reader users here, not only the view.
 */
export const ProcessSection = localized(ProcessSectionBody);

function ProcessSectionBody({ process }: ProcessSectionProps) {
  return (
    <Section
      id={process.id}
      tabIndex={-1}
      title={process.title}
      intro={process.intro}
      className="focus:outline-none"
    >
      <div className="grid items-center gap-12 md:grid-cols-2">
        <ProcessSteps steps={process.steps} />
        <ProcessIllustration className="mx-auto" />
      </div>
    </Section>
  );
}

import { educationStats, heatCrisis } from '@solar/content-data';
import { PageHeader } from '@solar/shared-ui';
import { PageSection } from '../../components/page-section';
import {
  HowWeWork,
  IllustratedText,
  InfoCards,
  ProgrammeNumbers,
  type TitledText,
} from '../../components/programme-blocks';

const provisions: readonly TitledText[] = [
  {
    title: 'Cool classrooms',
    text: 'Ceiling fans and ventilation run through the school day on solar power, even when the grid is down for hours.',
  },
  {
    title: 'Light to learn',
    text: 'Reliable lighting for dusty afternoons, dark classrooms and evening classes for adults.',
  },
  {
    title: 'Clean drinking water',
    text: 'Powered water coolers and pumps so pupils can stay hydrated in 45-50°C heat.',
  },
  {
    title: 'Digital learning',
    text: 'Charging for tablets and laptops, opening up digital lessons that were impossible before.',
  },
];

const principles: readonly string[] = [
  'Schools are chosen with our community outreach partner, prioritising those with the least reliable power.',
  'Each system is sized for the hottest week of the year, not an average day.',
  'Teachers and local technicians are trained to clean panels, read the inverter and spot faults.',
  'Savings on diesel and electricity go back into teaching, books and repairs.',
  "Pupils use their school's system to learn about energy and climate in our Young Climate Champions clubs.",
];

export default function EducationalInstitutionsPage() {
  return (
    <>
      <PageHeader title="Educational Institutions" eyebrow="Our work">
        Keeping classrooms open, cool and lit through extreme heat, so that children do not lose weeks of learning every
        summer.
      </PageHeader>
      <PageSection id="challenge" title="The challenge: heat is closing schools">
        <IllustratedText image="school" alt="A rural school building with solar panels on its roof">
          <p>
            In {heatCrisis.year} extreme heat closed schools for <strong>{heatCrisis.childrenAffected} children</strong>{' '}
            in a single province of Pakistan, as temperatures reached {heatCrisis.temperatures}.
          </p>
          <p>
            Many rural schools have tin roofs, few windows and power that fails for six to eight hours a day in summer.
            When the fans stop, classrooms become dangerous. Attendance falls long before any official closure, and
            girls are often the first to be kept at home and the last to return.
          </p>
        </IllustratedText>
      </PageSection>
      <ProgrammeNumbers title="Our schools programme in numbers" stats={educationStats}>
        Across 23 schools serving more than 12,000 students, our systems provide 850kW of clean capacity and kept
        running with 98% uptime during heatwaves.
      </ProgrammeNumbers>
      <InfoCards id="what-we-provide" title="What solar power gives a school" items={provisions} min="230px" />
      <HowWeWork
        id="how"
        title="How we work with schools"
        principles={principles}
        support={{ to: '/projects/2/donate', label: 'Support the Punjab Rural Schools Program' }}
        read={{ to: '/blogs/3', label: 'Read: Keeping Girls in School' }}
      />
    </>
  );
}

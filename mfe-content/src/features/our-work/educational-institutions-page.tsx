import styled from '@emotion/styled';
import { educationStats, heatCrisis } from '@solar/content-data';
import { ButtonLink, Card, Grid, PageHeader, space, StatGrid } from '@solar/shared-ui';
import { Actions, CheckList } from '../../components/actions';
import { Illustration } from '../../components/illustration';
import { PageSection } from '../../components/page-section';
import { usePageMeta } from '../../components/use-page-meta';

const Columns = styled(Grid)`
  align-items: center;
  gap: ${space.xl};
`;

const steps = [
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

const PAGE_DESCRIPTION =
  'Solar power for 23 schools serving 12,000+ students in Pakistan, keeping classrooms cool, lit and open through extreme heat with 98% uptime.';

export default function EducationalInstitutionsPage() {
  usePageMeta({ description: PAGE_DESCRIPTION });
  return (
    <>
      <PageHeader title="Educational Institutions" eyebrow="Our work">
        Keeping classrooms open, cool and lit through extreme heat, so that children do not lose weeks of learning every
        summer.
      </PageHeader>
      <PageSection id="challenge" title="The challenge: heat is closing schools">
        <Columns min="320px">
          <div>
            <p>
              In {heatCrisis.year} extreme heat closed schools for <strong>{heatCrisis.childrenAffected} children</strong> in a
              single province of Pakistan, as temperatures reached {heatCrisis.temperatures}.
            </p>
            <p>
              Many rural schools have tin roofs, few windows and power that fails for six to eight hours a day in summer. When
              the fans stop, classrooms become dangerous. Attendance falls long before any official closure, and girls are often
              the first to be kept at home and the last to return.
            </p>
          </div>
          <Illustration name="school" alt="A rural school building with solar panels on its roof" />
        </Columns>
      </PageSection>
      <PageSection id="impact" title="Our schools programme in numbers" tone="alt">
        <StatGrid stats={educationStats} />
        <p>
          Across 23 schools serving more than 12,000 students, our systems provide 850kW of clean capacity and kept running
          with 98% uptime during heatwaves.
        </p>
      </PageSection>
      <PageSection id="what-we-provide" title="What solar power gives a school">
        <Grid min="230px">
          {steps.map((step) => (
            <Card key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </Card>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="how" title="How we work with schools" tone="sand">
        <CheckList>
          <li>Schools are chosen with our community outreach partner, prioritising those with the least reliable power.</li>
          <li>Each system is sized for the hottest week of the year, not an average day.</li>
          <li>Teachers and local technicians are trained to clean panels, read the inverter and spot faults.</li>
          <li>Savings on diesel and electricity go back into teaching, books and repairs.</li>
          <li>Pupils use their school&apos;s system to learn about energy and climate in our Young Climate Champions clubs.</li>
        </CheckList>
        <Actions>
          <ButtonLink to="/projects/2/donate">Support the Punjab Rural Schools Program</ButtonLink>
          <ButtonLink to="/blogs/3" variant="outline">
            Read: Keeping Girls in School
          </ButtonLink>
          <ButtonLink to="/our-work/focus-areas" variant="outline">
            All Focus Areas
          </ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}

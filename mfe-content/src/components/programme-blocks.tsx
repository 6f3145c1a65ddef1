import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import type { IllustrationKey, StatFigure } from '@solar/content-data';
import { ButtonLink, Card, Grid, space, StatGrid } from '@solar/shared-ui';
import { Actions, CheckList } from './actions';
import { Illustration } from './illustration';
import { PageSection } from './page-section';

/**
 * Building blocks shared by the programme pages (Educational Institutions, Places of Worship): prose beside an
 * illustration, a numbers section, a grid of titled cards and a "how we work" list with calls to action.
 */

const Columns = styled(Grid)`
  align-items: center;
  gap: ${space.xl};
`;

type IllustratedTextProps = { image: IllustrationKey; alt: string; children: ReactNode };

/** Prose on one side, an illustration on the other (stacked on narrow screens). */
export function IllustratedText({ image, alt, children }: IllustratedTextProps) {
  return (
    <Columns min="320px">
      <div>{children}</div>
      <Illustration name={image} alt={alt} />
    </Columns>
  );
}

type ProgrammeNumbersProps = { title: string; stats: readonly StatFigure[]; children: ReactNode };

/** The programme's figures (spec §9) as a stat grid, followed by a sentence that puts them in context. */
export function ProgrammeNumbers({ title, stats, children }: ProgrammeNumbersProps) {
  return (
    <PageSection id="impact" title={title} tone="alt">
      <StatGrid stats={stats} />
      <p>{children}</p>
    </PageSection>
  );
}

export type TitledText = { title: string; text: string };

type InfoCardsProps = { id: string; title: string; items: readonly TitledText[]; min?: string };

/** A section of cards, each with an h3 and a short paragraph. */
export function InfoCards({ id, title, items, min = '240px' }: InfoCardsProps) {
  return (
    <PageSection id={id} title={title}>
      <Grid min={min}>
        {items.map((item) => (
          <Card key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </Card>
        ))}
      </Grid>
    </PageSection>
  );
}

export type ProgrammeLink = { to: string; label: string };

type HowWeWorkProps = {
  id: string;
  title: string;
  principles: readonly string[];
  /** The main call to action (a project's donate page). */
  support: ProgrammeLink;
  /** A related blog article. */
  read: ProgrammeLink;
};

/** How the programme is run, then: support the project, read a related article, or see all focus areas. */
export function HowWeWork({ id, title, principles, support, read }: HowWeWorkProps) {
  return (
    <PageSection id={id} title={title} tone="sand">
      <CheckList>
        {principles.map((principle) => (
          <li key={principle}>{principle}</li>
        ))}
      </CheckList>
      <Actions>
        <ButtonLink to={support.to}>{support.label}</ButtonLink>
        <ButtonLink to={read.to} variant="outline">
          {read.label}
        </ButtonLink>
        <ButtonLink to="/our-work/focus-areas" variant="outline">
          All Focus Areas
        </ButtonLink>
      </Actions>
    </PageSection>
  );
}

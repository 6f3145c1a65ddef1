import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { colors, Container, layout, Lead, Section, space } from '@solar/shared-ui';

type Tone = 'plain' | 'alt' | 'sand' | 'brand';

const Intro = styled.div`
  margin-bottom: ${space.lg};
  h2 {
    font-size: clamp(1.6rem, 2vw + 1rem, 2.2rem);
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin-bottom: ${space.sm};
  h2 {
    margin: 0;
  }
  svg {
    flex: none;
    border-radius: 4px;
  }
`;

type PageSectionProps = {
  id?: string;
  title: string;
  intro?: ReactNode;
  tone?: Tone;
  children?: ReactNode;
  /** Visually hide the heading while keeping it for assistive technology. */
  hideTitle?: boolean;
  /** Shown beside the heading (outside it, so the heading's name stays the title), e.g. a flag. */
  adornment?: ReactNode;
};

/** A landmark section with its own h2, labelled by that heading. */
export function PageSection({
  id,
  title,
  intro,
  tone = 'plain',
  children,
  hideTitle = false,
  adornment,
}: PageSectionProps) {
  const headingId = `${id ?? slug(title)}-heading`;
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId} css={{ scrollMarginTop: layout.headerHeight }}>
      <Container>
        <Intro>
          {adornment ? (
            <TitleRow>
              {adornment}
              <h2 id={headingId}>{title}</h2>
            </TitleRow>
          ) : (
            <h2 id={headingId} className={hideTitle ? 'visually-hidden' : undefined}>
              {title}
            </h2>
          )}
          {intro ? <Lead css={tone === 'brand' ? { color: colors.brandSoft } : undefined}>{intro}</Lead> : null}
        </Intro>
        {children}
      </Container>
    </Section>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

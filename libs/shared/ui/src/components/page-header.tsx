import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { colors, mq, space } from '../theme/tokens';
import { Container } from './layout';

const Band = styled.header`
  padding: ${space.xl} 0 ${space.lg};
  background: linear-gradient(135deg, ${colors.brandSoft} 0%, ${colors.sunSoft} 100%);
  ${mq.md} {
    padding: ${space.xxl} 0 ${space.xl};
  }
  h1 {
    font-size: clamp(2rem, 4vw + 1rem, 3.25rem);
    margin-bottom: ${space.sm};
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${space.sm};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 0.85rem;
  color: ${colors.sunStrong};
`;

const Intro = styled.div`
  font-size: 1.125rem;
  color: ${colors.inkMuted};
  max-width: 70ch;
`;

type PageHeaderProps = { title: string; eyebrow?: string; children?: ReactNode };

/** The page's one h1, with an optional eyebrow and introduction. */
export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <Band>
      <Container>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1>{title}</h1>
        {children ? <Intro>{children}</Intro> : null}
      </Container>
    </Band>
  );
}

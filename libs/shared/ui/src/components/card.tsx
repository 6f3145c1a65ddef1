import styled from '@emotion/styled';
import { colors, radii, shadows, space } from '../theme/tokens';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.card};
  color: ${colors.ink};
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

export const Badge = styled.span<{ tone?: 'sun' | 'brand' | 'danger' | 'sky' }>`
  display: inline-block;
  align-self: flex-start;
  padding: 0.15rem 0.65rem;
  border-radius: ${radii.pill};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  ${({ tone = 'brand' }) => badgeTone[tone]};
`;

const badgeTone = {
  sun: `background: ${colors.sunSoft}; color: #7a4100;`,
  brand: `background: ${colors.brandSoft}; color: ${colors.brandStrong};`,
  danger: `background: ${colors.dangerSoft}; color: ${colors.danger};`,
  sky: `background: #e3eef8; color: ${colors.sky};`,
} as const;

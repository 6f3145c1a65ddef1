import styled from '@emotion/styled';
import { colors, layout, mq, space } from '../theme/tokens';

export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${space.md};
  ${mq.md} {
    padding: 0 ${space.lg};
  }
`;

type SectionTone = 'plain' | 'alt' | 'sand' | 'brand';

const sectionBackgrounds: Record<SectionTone, string> = {
  plain: colors.surface,
  alt: colors.surfaceAlt,
  sand: colors.sand,
  brand: colors.brandStrong,
};

export const Section = styled.section<{ tone?: SectionTone }>`
  padding: ${space.xl} 0;
  background: ${({ tone = 'plain' }) => sectionBackgrounds[tone]};
  color: ${({ tone }) => (tone === 'brand' ? colors.surface : 'inherit')};
  ${mq.md} {
    padding: ${space.xxl} 0;
  }
  h2,
  h3 {
    color: ${({ tone }) => (tone === 'brand' ? colors.surface : colors.brandStrong)};
  }
`;

// `min` sizes the columns; it is no attribute of a div, so it stays out of the HTML.
export const Grid = styled('div', { shouldForwardProp: (prop) => prop !== 'min' })<{ min?: string }>`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(${({ min = '260px' }) => `min(${min}, 100%)`}, 1fr));
`;

export const Lead = styled.p`
  font-size: 1.125rem;
  color: ${colors.inkMuted};
  max-width: 70ch;
`;

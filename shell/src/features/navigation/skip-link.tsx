import styled from '@emotion/styled';
import { colors, radii, space } from '@solar/shared-ui';

const Link = styled.a`
  position: absolute;
  left: ${space.md};
  top: -100px;
  z-index: 1000;
  padding: ${space.sm} ${space.md};
  background: ${colors.brandStrong};
  color: ${colors.surface};
  border-radius: ${radii.sm};
  &:focus {
    top: ${space.md};
  }
`;

export function SkipLink() {
  return <Link href="#main-content">Skip to main content</Link>;
}

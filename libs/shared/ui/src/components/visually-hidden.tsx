import styled from '@emotion/styled';

/**
 * Words for screen readers and link checks only: clipped, not removed. A short visible label such as "Learn More"
 * keeps the design while the link's name says where it goes (WCAG 2.4.4).
 */
export const VisuallyHidden = styled.span({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

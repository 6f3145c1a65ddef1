import styled from '@emotion/styled';
import { ButtonLink, colors } from '@solar/shared-ui';

/** An outlined button-styled link for dark (brand) sections: white text and border. */
export const LightOutlineLink = styled(ButtonLink)`
  color: ${colors.surface};
  border-color: ${colors.surface};
  background: transparent;
  &:hover {
    background: rgba(255, 255, 255, 0.14);
  }
`;

import styled from '@emotion/styled';
import { css } from '@emotion/react';
import { Link } from '@solar/shared-routing';
import { colors, radii, space } from '../theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.sun};
    color: ${colors.ink};
    border-color: ${colors.sun};
    &:hover {
      background: #e8951a;
    }
  `,
  secondary: css`
    background: ${colors.brand};
    color: ${colors.surface};
    border-color: ${colors.brand};
    &:hover {
      background: ${colors.brandStrong};
    }
  `,
  outline: css`
    background: transparent;
    color: ${colors.brand};
    border-color: ${colors.brand};
    &:hover {
      background: ${colors.brandSoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: transparent;
    &:hover {
      background: rgba(0, 0, 0, 0.06);
    }
  `,
  danger: css`
    background: ${colors.danger};
    color: ${colors.surface};
    border-color: ${colors.danger};
  `,
};

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: 44px;
  padding: ${space.sm} ${space.lg};
  border: 2px solid transparent;
  border-radius: ${radii.pill};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 150ms ease;
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

type VariantProps = { variant?: ButtonVariant };

export const Button = styled.button<VariantProps>`
  ${base};
  ${({ variant = 'primary' }) => variants[variant]};
`;

/** A link that looks like a button; navigation stays client-side through the shared router. */
export const ButtonLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'variant' })<VariantProps>`
  ${base};
  ${({ variant = 'primary' }) => variants[variant]};
`;

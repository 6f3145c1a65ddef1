import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { colors, space } from '../theme/tokens';

export type StaffPageHeadingProps = {
  title: string;
  description?: ReactNode;
  /** Buttons or links for the page as a whole, such as a CSV download. */
  actions?: ReactNode;
};

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space.md};
  margin-bottom: ${space.lg};
  h1 {
    margin: 0;
    font-size: 2rem;
    color: ${colors.ink};
  }
  p {
    margin: ${space.xs} 0 0;
    color: ${colors.inkMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

/** A staff page's one h1, what the page is for, and its page-wide actions. */
export function StaffPageHeading({ title, description, actions }: StaffPageHeadingProps) {
  return (
    <Header>
      <div>
        <h1>{title}</h1>
        {description ? <p>{description}</p> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </Header>
  );
}

import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { colors, mailtoHref, radii, REPLY_PROMISE, space, SUPPORT_EMAIL } from '@solar/shared-ui';

const Note = styled.div`
  padding: ${space.md} ${space.lg};
  border-left: 5px solid ${colors.sun};
  border-radius: ${radii.sm};
  background: ${colors.sunSoft};
  color: ${colors.ink};
  p {
    margin: 0;
  }
  a {
    font-weight: 700;
    color: ${colors.brandStrong};
  }
`;

type ReachUsNoteProps = {
  /** Pre-fills the email's subject line. */
  subject?: string;
  /** What is not online yet, e.g. "Our online application form is on its way." */
  lead?: ReactNode;
};

/** Tells visitors how to reach the team while an online form is still being built. */
export function ReachUsNote({ subject, lead }: ReachUsNoteProps) {
  return (
    <Note>
      <p>
        {lead ? <>{lead} </> : null}
        Meanwhile, email <a href={mailtoHref(SUPPORT_EMAIL, subject)}>{SUPPORT_EMAIL}</a>. {REPLY_PROMISE}
      </p>
    </Note>
  );
}

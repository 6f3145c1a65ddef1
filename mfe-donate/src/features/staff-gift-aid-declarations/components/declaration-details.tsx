import { Fragment } from 'react';
import styled from '@emotion/styled';
import type { StaffGiftAidDeclaration } from '@solar/shared-contracts';
import { colors, space } from '@solar/shared-ui';
import { formatStaffDateTime } from '@solar/shared-format/uk-time';
import { SCOPE_LABELS, declarantName } from './declaration-labels';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(10rem, max-content) 1fr;
  gap: ${space.sm} ${space.lg};
  margin: 0 0 ${space.xl};
  dt {
    font-weight: 600;
    color: ${colors.ink};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
  }
`;

/** The declaration as the audit trail holds it: who, where, what they agreed to and when. */
export function DeclarationDetails({ declaration }: { declaration: StaffGiftAidDeclaration }) {
  const facts: [string, string][] = [
    ['Name', declarantName(declaration)],
    ['House name or number', declaration.houseNameOrNumber],
    ['Postcode', declaration.postcode],
    ['Email', declaration.donorEmail ?? 'Not given'],
    ['Covers', SCOPE_LABELS[declaration.scope] ?? declaration.scope],
    ['Wording version', declaration.wordingVersion],
    ['Declared', formatStaffDateTime(declaration.declaredAt)],
    ['Cancelled', declaration.cancelledAt ? formatStaffDateTime(declaration.cancelledAt) : 'No, it is in force'],
    ['Gifts it covers', String(declaration.donationCount)],
    ['Staff note', declaration.staffNote ?? 'None'],
  ];
  return (
    <List aria-label="Declaration">
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}

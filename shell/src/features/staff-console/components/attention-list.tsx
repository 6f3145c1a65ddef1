import { errorMessage } from '@solar/shared-data-access';
import styled from '@emotion/styled';
import type { AttentionTone, StaffAttentionItem } from '@solar/shared-contracts';
import { formatMoney } from '@solar/shared-format';
import { formatStaffDateTime } from '@solar/shared-format/uk-time';
import { Link } from '@solar/shared-routing';
import { colors, radii, space, StaffQueryState } from '@solar/shared-ui';
import { useStaffAttention } from '../api/staff-attention';

const toneColour: Record<AttentionTone, string> = {
  info: colors.brand,
  warning: colors.sunStrong,
  danger: colors.danger,
};

const Items = styled.ul`
  list-style: none;
  margin: 0 0 ${space.lg};
  padding: 0;
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const Item = styled.li<{ tone: AttentionTone }>`
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-left: 6px solid ${({ tone }) => toneColour[tone]};
  border-radius: ${radii.sm};
  background: ${({ tone }) => (tone === 'danger' ? colors.dangerSoft : colors.surface)};
  a {
    color: ${colors.ink};
    font-weight: 600;
  }
  strong {
    display: block;
    font-size: 1.75rem;
    line-height: 1.2;
    color: ${({ tone }) => toneColour[tone]};
  }
  p {
    margin: ${space.xs} 0 0;
    color: ${colors.inkMuted};
  }
`;

const Caption = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.inkMuted};
`;

function AttentionItem({ item }: { item: StaffAttentionItem }) {
  return (
    <Item tone={item.tone}>
      <Link to={item.href}>
        <strong>{item.count.toLocaleString('en-GB')}</strong> {item.label}
      </Link>
      {item.total ? <p>{formatMoney(item.total.amount, item.total.currency)} in all</p> : null}
    </Item>
  );
}

/**
 * The staff home's "Needs attention": whatever the API's domains count (decision 050), drawn without knowing any of
 * them; each count links to the list that shows exactly those rows.
 */
export function AttentionList() {
  const attention = useStaffAttention();
  return (
    <section aria-labelledby="attention-heading">
      <h2 id="attention-heading">Needs attention</h2>
      <StaffQueryState query={attention} what="what needs attention" reason={errorMessage(attention.error)} />
      {attention.data ? (
        <>
          <Caption>
            Counted at <time dateTime={attention.data.asOf}>{formatStaffDateTime(attention.data.asOf)}</time>. Every
            date and time in the back office is UK time, and a month or a day is a UK one.
          </Caption>
          <Items>
            {attention.data.items.map((item) => (
              <AttentionItem key={item.key} item={item} />
            ))}
          </Items>
        </>
      ) : null}
    </section>
  );
}

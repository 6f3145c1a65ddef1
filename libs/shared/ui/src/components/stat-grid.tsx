import styled from '@emotion/styled';
import { colors, radii, space } from '../theme/tokens';

export type Stat = { value: string; label: string };

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(160px, 100%), 1fr));
  gap: ${space.md};
  margin: 0;
`;

const Item = styled.div`
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  text-align: center;
  display: flex;
  flex-direction: column-reverse;
  dt {
    font-size: 0.95rem;
    color: ${colors.inkMuted};
  }
  dd {
    margin: 0;
    font-size: 1.9rem;
    font-weight: 800;
    color: ${colors.brand};
    font-family: inherit;
  }
`;

/** Headline figures, value above label (the value is read after its label by screen readers). */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <List>
      {stats.map((stat) => (
        <Item key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </Item>
      ))}
    </List>
  );
}

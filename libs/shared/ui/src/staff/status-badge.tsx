import styled from '@emotion/styled';
import { colors, radii } from '../theme/tokens';

export type StatusTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

// Each pair keeps the text at 4.5:1 or more on its background; the word itself carries the meaning.
const tones: Record<StatusTone, string> = {
  neutral: `background: ${colors.surfaceAlt}; color: ${colors.inkMuted}; border-color: ${colors.border};`,
  success: `background: ${colors.brandSoft}; color: ${colors.brandStrong}; border-color: ${colors.brand};`,
  warning: `background: ${colors.sunSoft}; color: #7a4100; border-color: ${colors.sunStrong};`,
  danger: `background: ${colors.dangerSoft}; color: ${colors.danger}; border-color: ${colors.danger};`,
  info: `background: #e3eef8; color: ${colors.sky}; border-color: ${colors.sky};`,
};

const Badge = styled.span<{ tone: StatusTone }>`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  border: 1px solid;
  border-radius: ${radii.pill};
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
  ${({ tone }) => tones[tone]};
`;

export type StatusBadgeProps = { label: string; tone?: StatusTone };

/** A status in words (Unread, Accepted, Disabled); the colour only repeats what the word says. */
export function StatusBadge({ label, tone = 'neutral' }: StatusBadgeProps) {
  return <Badge tone={tone}>{label}</Badge>;
}

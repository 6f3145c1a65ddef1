import styled from '@emotion/styled';
import { colors, radii } from '@solar/shared-ui';

const Track = styled.div`
  position: relative;
  height: 12px;
  border-radius: ${radii.pill};
  background: ${colors.brandSoft};
  overflow: hidden;
`;

const Fill = styled.div<{ percent: number; tone: string }>`
  height: 100%;
  width: ${({ percent }) => percent}%;
  border-radius: inherit;
  background: ${({ tone }) => tone};
  transition: width 400ms ease;
`;

type ProgressBarProps = {
  /** Whole percent; shown clamped to 0–100. */
  percent: number;
  /** What the bar measures, e.g. "Orphanage Solar Initiative funding". */
  label: string;
  /** Read out instead of the bare percent, e.g. "24% funded: $8,500 of $35,000". */
  valueText?: string;
  color?: string;
};

/** A labelled, screen-reader friendly progress bar. */
export function ProgressBar({ percent, label, valueText, color = colors.sun }: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText ?? `${value}%`}
    >
      <Fill percent={value} tone={color} />
    </Track>
  );
}

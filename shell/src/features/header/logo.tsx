import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { SITE_NAME, colors, fonts, radii } from '@solar/shared-ui';

const RAY_ANGLES = [0, 45, 90, 135, 180, 225, 270, 315];

/** The sun mark: an amber sun above a green horizon (decorative; the wordmark names the link). */
export function SunMark({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <g stroke={colors.sun} strokeWidth="3.5" strokeLinecap="round">
        {RAY_ANGLES.map((angle) => (
          <line key={angle} x1="24" y1="5" x2="24" y2="10" transform={`rotate(${angle} 24 22)`} />
        ))}
      </g>
      <circle cx="24" cy="22" r="9" fill={colors.sun} />
      <path d="M6 40c5-5.5 11.2-8.2 18-8.2S37 34.5 42 40" fill="none" stroke={colors.brand} strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

type LogoTone = 'dark' | 'light';

const LogoLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: LogoTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  border-radius: ${radii.sm};
  font-family: ${fonts.heading};
  font-size: 1.15rem;
  font-weight: 700;
  line-height: 1.1;
  letter-spacing: 0.01em;
  white-space: nowrap;
  text-decoration: none;
  color: ${({ tone }) => (tone === 'light' ? colors.surface : colors.brandStrong)};
  svg {
    flex-shrink: 0;
  }
`;

/** The site logo, linking home. */
export function Logo({ tone = 'dark', onClick }: { tone?: LogoTone; onClick?: () => void }) {
  return (
    <LogoLink to="/" tone={tone} onClick={onClick}>
      <SunMark />
      <span>{SITE_NAME}</span>
    </LogoLink>
  );
}

import styled from '@emotion/styled';
import { Link } from '@solar/shared-routing';
import { colors, fonts, radii } from '@solar/shared-ui';

/** Rays of a rising sun: the upper half only, so none cross the horizon. */
const RAY_ANGLES = [-70, -35, 0, 35, 70];

/** The sun mark: an amber sun rising over a green horizon (decorative; the wordmark names the link). */
export function SunMark({ size = 36, horizon = colors.brand }: { size?: number; horizon?: string }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <g stroke={colors.sun} strokeWidth="3.5" strokeLinecap="round">
        {RAY_ANGLES.map((angle) => (
          <line key={angle} x1="24" y1="11" x2="24" y2="17" transform={`rotate(${angle} 24 34)`} />
        ))}
      </g>
      <path d="M12 34a12 12 0 0 1 24 0z" fill={colors.sun} />
      <g stroke={horizon} strokeWidth="3.5" strokeLinecap="round">
        <path d="M5 38h38" />
        <path d="M14 44h20" />
      </g>
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
  /* Between 1024 and 1279 px the five menus need the room: the wordmark stacks on two lines. */
  @media (min-width: 1024px) and (max-width: 1279.98px) {
    &[data-stack='true'] span span {
      display: block;
    }
  }
`;

/** The site logo, linking home. */
export function Logo({ tone = 'dark', stack = false }: { tone?: LogoTone; stack?: boolean }) {
  return (
    <LogoLink to="/" tone={tone} data-stack={stack}>
      <SunMark horizon={tone === 'light' ? '#86d5a0' : colors.brand} />
      <span>
        <span>From Sun</span> <span>to Sanctuary</span>
      </span>
    </LogoLink>
  );
}

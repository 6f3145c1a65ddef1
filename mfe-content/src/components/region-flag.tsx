import type { FlagKey } from '@solar/content-data';

type RegionFlagProps = { flag: FlagKey; label: string; width?: number };

/**
 * A region's flag drawn inline as SVG (emoji flags do not render on every system).
 * Pakistan: white hoist band, green field, white crescent and star.
 * Somaliland: green, white and red bands with a black star (the inscription on the green band is left out at this size).
 */
export function RegionFlag({ flag, label, width = 48 }: RegionFlagProps) {
  const height = Math.round((width * 2) / 3);
  return (
    <svg width={width} height={height} viewBox="0 0 60 40" role="img" aria-label={label} data-flag={flag}>
      {flag === 'pakistan' ? (
        <>
          <rect width="60" height="40" fill="#01411C" />
          <rect width="15" height="40" fill="#FFFFFF" />
          <circle cx="37" cy="20" r="11" fill="#FFFFFF" />
          <circle cx="40.5" cy="17" r="9.6" fill="#01411C" />
          <path
            d="M45.06,11.30 L44.54,13.72 L46.68,14.94 L44.22,15.20 L43.71,17.62 L42.71,15.36 L40.25,15.62 L42.09,13.96 L41.08,11.70 L43.22,12.94Z"
            fill="#FFFFFF"
          />
        </>
      ) : (
        <>
          <rect width="60" height="40" fill="#FFFFFF" />
          <rect width="60" height="13.33" fill="#00A551" />
          <rect y="26.67" width="60" height="13.33" fill="#DE2010" />
          <path
            d="M30.00,16.80 L30.72,19.01 L33.04,19.01 L31.16,20.38 L31.88,22.59 L30.00,21.22 L28.12,22.59 L28.84,20.38 L26.96,19.01 L29.28,19.01Z"
            fill="#000000"
          />
        </>
      )}
      <rect width="60" height="40" fill="none" stroke="rgba(0,0,0,0.2)" strokeWidth="1" />
    </svg>
  );
}

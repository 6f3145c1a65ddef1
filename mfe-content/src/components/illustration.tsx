import styled from '@emotion/styled';
import type { IllustrationKey } from '@solar/content-data';
import { radii } from '@solar/shared-ui';
import climate from '../assets/climate.svg';
import clinic from '../assets/clinic.svg';
import community from '../assets/community.svg';
import event from '../assets/event.svg';
import globe from '../assets/globe.svg';
import orphanage from '../assets/orphanage.svg';
import panels from '../assets/panels.svg';
import press from '../assets/press.svg';
import school from '../assets/school.svg';
import water from '../assets/water.svg';
import women from '../assets/women.svg';
import worship from '../assets/worship.svg';
import youth from '../assets/youth.svg';

const sources: Record<IllustrationKey, string> = {
  climate,
  clinic,
  community,
  event,
  globe,
  orphanage,
  panels,
  press,
  school,
  water,
  women,
  worship,
  youth,
};

/** Whether a name (an article's cover, from the API) is one of the bundled illustrations. */
export function isIllustrationKey(name: string | undefined): name is IllustrationKey {
  return name !== undefined && Object.hasOwn(sources, name);
}

/** A 16:10 picture the width of its container: an illustration, or an article's uploaded cover. */
export const CoverImg = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${radii.sm};
  background: #eef4ef;
`;

type IllustrationProps = {
  name: IllustrationKey;
  /** Describe the picture, or pass "" when it only decorates text that says the same thing. */
  alt: string;
  eager?: boolean;
};

/** One of the site's bundled SVG illustrations (16:10, scaled to the width of its container). */
export function Illustration({ name, alt, eager = false }: IllustrationProps) {
  return (
    <CoverImg
      src={sources[name]}
      alt={alt}
      width={640}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

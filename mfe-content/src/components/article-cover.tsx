import type { ArticleCover as Cover } from '@solar/shared-contracts';
import type { IllustrationKey } from '@solar/content-data';
import { CoverImg, Illustration, isIllustrationKey } from './illustration';

type ArticleCoverProps = {
  cover: Cover;
  /** The picture's alt text, or "" where the title beside it says the same. */
  alt: string;
  eager?: boolean;
  /** How wide the picture is drawn, for the browser to choose a rendition. */
  sizes?: string;
};

/**
 * An article's cover: an uploaded picture as its WebP renditions (width and height set, so nothing moves when it
 * arrives), or for the launch articles one of the bundled illustrations.
 */
export function ArticleCover({
  cover,
  alt,
  eager = false,
  sizes = '(min-width: 64rem) 22rem, 100vw',
}: ArticleCoverProps) {
  const renditions = cover.renditions;
  const largest = renditions[renditions.length - 1];
  if (!largest) {
    const name: IllustrationKey = isIllustrationKey(cover.illustration) ? cover.illustration : 'panels';
    return <Illustration name={name} alt={alt} eager={eager} />;
  }
  return (
    <CoverImg
      src={largest.url}
      srcSet={renditions.map((rendition) => `${rendition.url} ${rendition.width}w`).join(', ')}
      sizes={sizes}
      width={largest.width}
      height={largest.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

import type { Ref } from 'react';
import posterUrl from '../../assets/hero-poster.webp';
import { impactCaptionsUrl, impactVideoSources } from './impact-video-sources';

type ImpactVideoProps = {
  controls?: boolean;
  autoPlay?: boolean;
  loop?: boolean;
  muted?: boolean;
  className?: string;
  decorative?: boolean;
  videoRef?: Ref<HTMLVideoElement>;
};

/** The impact film (made in this repository), with its WebP poster (a frame of the film) and a text fallback. */
export function ImpactVideo({
  controls = false,
  autoPlay = false,
  loop = false,
  muted = false,
  className,
  decorative = false,
  videoRef,
}: ImpactVideoProps) {
  return (
    <video
      ref={videoRef}
      className={className}
      poster={posterUrl}
      controls={controls}
      autoPlay={autoPlay}
      loop={loop}
      muted={muted}
      playsInline
      preload={autoPlay ? 'auto' : 'none'}
      aria-hidden={decorative ? true : undefined}
      tabIndex={decorative ? -1 : undefined}
    >
      {impactVideoSources.map((source) => (
        <source key={source.type} src={source.src} type={source.type} />
      ))}
      <track kind="captions" src={impactCaptionsUrl} srcLang="en" label="English (descriptive)" />
      Your browser does not support the video tag.
    </video>
  );
}

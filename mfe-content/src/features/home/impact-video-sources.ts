import impactMp4 from '../../assets/impact.mp4';
import impactWebm from '../../assets/impact.webm';
import impactCaptions from '../../assets/impact.vtt';

/**
 * An 8-second film of sunrise over solar-powered buildings, generated in this repository with ffmpeg
 * (VP9 WebM plus an H.264 MP4 for Safari). Replace both files to change the film.
 */
export const impactVideoSources: readonly { src: string; type: string }[] = [
  { src: impactWebm, type: 'video/webm' },
  { src: impactMp4, type: 'video/mp4' },
];

/** Captions describing the (wordless) film. */
export const impactCaptionsUrl: string = impactCaptions;

import { lazy, Suspense, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { TAGLINE } from '@solar/content-data';
import { Button, ButtonLink, colors, Container, mq, radii, space } from '@solar/shared-ui';
import posterUrl from '../../assets/hero-poster.webp';
import { usePrefersReducedMotion } from '../../components/use-reduced-motion';
import { ImpactVideo } from './impact-video';
import { usePlayAfterLoad } from './use-play-after-load';

const VideoDialog = lazy(() => import('./video-dialog').then((module) => ({ default: module.VideoDialog })));

const Hero = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  min-height: min(88vh, 760px);
  padding: ${space.xxl} 0 ${space.xxl};
  overflow: hidden;
  color: ${colors.surface};
  background: ${colors.brandStrong};
  .hero-poster,
  .hero-video {
    position: absolute;
    inset: 0;
    z-index: -2;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .hero-poster {
    z-index: -3;
  }
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(90deg, rgba(8, 30, 17, 0.88) 0%, rgba(8, 30, 17, 0.7) 55%, rgba(8, 30, 17, 0.35) 100%);
  }
`;

const Content = styled.div`
  max-width: 44rem;
  h1 {
    color: ${colors.surface};
    font-size: clamp(2.5rem, 6vw + 1rem, 4.5rem);
    margin-bottom: ${space.md};
  }
  p {
    font-size: clamp(1.1rem, 1vw + 0.9rem, 1.35rem);
    color: #f1f7f2;
    max-width: 38rem;
  }
`;

const Eyebrow = styled.p`
  && {
    font-size: 0.95rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${colors.sun};
    margin: 0 0 ${space.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.lg};
`;

const LightOutline = styled(Button)`
  color: ${colors.surface};
  border-color: ${colors.surface};
  background: transparent;
  &:hover {
    background: rgba(255, 255, 255, 0.14);
  }
`;

const ScrollCue = styled.button`
  position: absolute;
  left: 50%;
  bottom: ${space.lg};
  transform: translateX(-50%);
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 2px solid rgba(255, 255, 255, 0.8);
  border-radius: ${radii.pill};
  background: rgba(0, 0, 0, 0.2);
  color: ${colors.surface};
  cursor: pointer;
  ${mq.md} {
    bottom: ${space.xl};
  }
  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
  &:focus-visible {
    outline: 3px solid ${colors.sun};
    outline-offset: 3px;
  }
`;

/** The home hero (id "home"): the page's h1, two calls to action, the impact film and a cue to scroll on. */
export function HeroSection() {
  const [videoOpen, setVideoOpen] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const film = useRef<HTMLVideoElement>(null);
  usePlayAfterLoad(film, !reducedMotion);

  function scrollToAbout() {
    const about = document.getElementById('about');
    about?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }

  return (
    <Hero id="home" aria-labelledby="home-heading">
      {/* The poster as a real image, fetched first: it is the page's largest contentful paint, before the film plays. */}
      <img
        className="hero-poster"
        src={posterUrl}
        alt=""
        width={1280}
        height={720}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
      <ImpactVideo className="hero-video" loop muted decorative videoRef={film} />
      <Container>
        <Content>
          <Eyebrow>Solar power for schools, orphanages, places of worship and health centres</Eyebrow>
          <h1 id="home-heading">{TAGLINE}</h1>
          <p>
            We bring free, clean solar power to the places vulnerable communities in Pakistan and Somaliland depend on,
            so that classrooms stay open, clinics keep caring and families find shelter when temperatures reach 45-50°C.
          </p>
          <Actions>
            <ButtonLink to="/donate">Support Our Mission</ButtonLink>
            <LightOutline type="button" onClick={() => setVideoOpen(true)} aria-haspopup="dialog">
              <span aria-hidden="true">▶</span> Watch Our Impact
            </LightOutline>
          </Actions>
        </Content>
      </Container>
      <ScrollCue type="button" onClick={scrollToAbout} aria-label="Scroll to About Us">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 4v15m0 0-6-6m6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </ScrollCue>
      {videoOpen ? (
        <Suspense fallback={null}>
          <VideoDialog open onClose={() => setVideoOpen(false)} />
        </Suspense>
      ) : null}
    </Hero>
  );
}

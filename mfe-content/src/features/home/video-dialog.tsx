import styled from '@emotion/styled';
import { Dialog, radii, space } from '@solar/shared-ui';
import { usePrefersReducedMotion } from '../../components/use-reduced-motion';
import { ImpactVideo } from './impact-video';

const Frame = styled.div`
  display: grid;
  gap: ${space.md};
  width: min(100%, 1100px);
  margin: 0 auto;
  video {
    display: block;
    width: 100%;
    max-height: 75vh;
    border-radius: ${radii.md};
    background: #000;
  }
  p {
    margin: 0;
    color: #e5f2e9;
  }
`;

type VideoDialogProps = { open: boolean; onClose: () => void };

/**
 * The full-screen impact film in the shared Dialog: Escape or Close dismisses it, focus stays inside and
 * returns to "Watch Our Impact". The film autoplays with controls, except under reduced motion.
 */
export function VideoDialog({ open, onClose }: VideoDialogProps) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Dialog open={open} onClose={onClose} title="Our impact: from sun to sanctuary" fullScreen>
      <Frame>
        <ImpactVideo controls autoPlay={!reducedMotion} />
        <p>
          Sunrise over a village where solar panels power a school, a clinic and a place of worship: the fans, lights
          and vaccine fridges our supporters keep running through 45-50°C heat in rural Punjab and Somaliland.
        </p>
      </Frame>
    </Dialog>
  );
}

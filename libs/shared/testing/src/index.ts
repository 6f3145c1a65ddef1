export { renderAt } from './render-at';
export { mockReducedMotion } from './reduced-motion';

export { renderAt } from './render-at';
export { mockReducedMotion } from './reduced-motion';
export { findOwnByRole, findToast, getOwnByRole, notifications } from './toasts';

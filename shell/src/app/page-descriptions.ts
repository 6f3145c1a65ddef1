/** Imported only after a client-side navigation, so a first visit downloads no description (decision 041). */
export { pageDescriptionOf } from '@solar/shared-contracts';

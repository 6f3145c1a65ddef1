import type { OwnPage } from '@solar/shared-contracts';
import type { OwnRemotePage } from '@solar/shared-ui';

/**
 * A public page this remote answers beyond the page registry (decisions 081 and 083, `OwnRemotePage`): a release of
 * this remote alone ships it, the shell's code and build untouched. Prerendered by this build: mfe-engage's server
 * draws no page at request time, so an own page cannot ask for it (`drawn`).
 */
export type OwnEngagePage = OwnRemotePage<Omit<OwnPage, 'drawn'>>;

/** The pages mfe-engage has added since the shell's last build (none yet): each one entry here. */
export const ownPages: readonly OwnEngagePage[] = [];

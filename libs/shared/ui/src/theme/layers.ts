/** Stacking order shared by the shell chrome and the overlays that remotes open. */
export const layers = {
  header: 40,
  headerMenu: 45,
  overlay: 80,
  toast: 90,
  tooltip: 100,
} as const;

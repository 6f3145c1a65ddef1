/** Stacking order of the shell's chrome and the toasts. Dialogs need none: showModal() puts them in the top layer. */
export const layers = {
  header: 40,
  headerMenu: 45,
  toast: 90,
} as const;

/** A 24-unit line icon in the text's colour, hidden from screen readers: the button around it carries the name. */
function LineIcon({ size = 24, path }: { size?: number; path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <path d={path} />
    </svg>
  );
}

/** The × of every close button: a dialog's, a toast's, the header menu's while it is open. */
export function CloseIcon({ size }: { size?: number }) {
  return <LineIcon size={size} path="M6 6l12 12M18 6L6 18" />;
}

/** The three bars of the header's menu button while the menu is closed. */
export function MenuIcon({ size }: { size?: number }) {
  return <LineIcon size={size} path="M4 7h16M4 12h16M4 17h16" />;
}

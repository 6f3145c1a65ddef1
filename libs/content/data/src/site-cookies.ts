/** One cookie a visitor's browser may hold after using the site; the privacy policy lists these. */
export type SiteCookie = {
  name: string;
  /** Who sets it: this site, or PayPal's own checkout window. */
  setBy: 'this site' | 'PayPal';
  purpose: string;
  lifetime: string;
};

/**
 * Every cookie the site sets (a workspace test compares the names with the ones the code sets), and PayPal's. None
 * tracks or advertises, so none needs consent (PECR's strictly necessary exemption).
 */
export const siteCookies: readonly SiteCookie[] = [
  {
    name: 'solar_staff',
    setBy: 'this site',
    purpose:
      'Keeps a member of staff signed in to the back office. Set only when staff sign in; visitors never receive it. It holds a random session number, cannot be read by scripts (HttpOnly) and is never sent from another site (SameSite=Strict).',
    lifetime: 'Until the browser closes, and the server ends the session sooner after inactivity or at sign-out.',
  },
  {
    name: 'solar_gave',
    setBy: 'this site',
    purpose:
      'Set when a gift is completed, naming the project it went to (no personal data), so that project’s page shows the updated total straight away. Sent only to project pages, and not readable by scripts.',
    lifetime: 'About one minute: 65 seconds with our usual settings, never more than 2 minutes.',
  },
  {
    name: 'PayPal cookies',
    setBy: 'PayPal',
    purpose:
      'Set by PayPal in its own checkout window when you choose to donate, to take the payment securely and prevent fraud. We do not set or read them; see PayPal’s cookie statement.',
    lifetime: 'As PayPal’s cookie statement describes.',
  },
];

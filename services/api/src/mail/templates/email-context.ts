/** What every template is rendered with besides its own data. */
export type EmailContext = {
  /** The site's public origin (SHELL_ORIGIN): links and images point here and nowhere else. */
  siteOrigin: string;
  /** Marketing mail only: the signed one-click unsubscribe address (`<origin>/unsubscribe?t=…`). */
  unsubscribeUrl?: string;
  /** A monthly gift's emails: the signed link to manage it (`<origin>/donate/manage?token=…`). */
  manageUrl?: string;
  /** A newsletter sign-up's confirmation email: the signed link that confirms it (`<origin>/newsletter/confirm?t=…`). */
  confirmUrl?: string;
};

export type RenderedEmail = { subject: string; html: string; text: string };

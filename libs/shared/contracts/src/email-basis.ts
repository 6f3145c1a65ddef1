/**
 * Why the charity may email an address (issue 35, decision 069): the newsletter's double opt-in consent, or the
 * charitable-purpose soft opt-in (PECR reg. 22(3A)) offered where a person donates or volunteers. The donate and
 * volunteer forms and the API's DTOs read the same notice and version; staff pages read the same types.
 */

/** `consent`: the person asked for the newsletter. `charity-soft-opt-in`: they gave their details while supporting us. */
export const EMAIL_BASES = ['consent', 'charity-soft-opt-in'] as const;
export type EmailBasis = (typeof EMAIL_BASES)[number];

export const EMAIL_BASIS_LABELS: Record<EmailBasis, string> = {
  consent: 'Consent (newsletter sign-up)',
  'charity-soft-opt-in': 'Charity soft opt-in',
};

/**
 * The version of the soft opt-in notice's wording. Stored with every record it creates, so the charity can show
 * exactly what a supporter was told; change it whenever CHARITY_EMAIL_NOTICE changes.
 */
export const CHARITY_EMAIL_NOTICE_VERSION = '2026-11-28';

/** The notice shown where details are collected, and the unticked box that refuses the emails there and then. */
export const CHARITY_EMAIL_NOTICE = {
  notice:
    'We would like to email you now and then about the schools, clinics and places of worship your support brings solar power to, and how you can help more of them. Every email has a link to stop them.',
  optOut: 'No thanks, don’t email me',
} as const;

/** The API's 400 when a page showed an older (or unknown) CHARITY_EMAIL_NOTICE_VERSION. */
export const CHARITY_EMAIL_NOTICE_CHANGED_MESSAGE = 'Our email notice has changed, please reload the page';

/** How an objection to marketing email reached the charity. `link` is the unsubscribe link in an email. */
export const OBJECTION_CHANNELS = ['link', 'phone', 'post', 'email'] as const;
export type ObjectionChannel = (typeof OBJECTION_CHANNELS)[number];

/** The request fields a donate or volunteer form sends with the notice it showed. */
export type CharityEmailNoticeFields = {
  /** CHARITY_EMAIL_NOTICE_VERSION, when the form showed the notice; without it no soft opt-in is recorded. */
  emailNoticeVersion?: string;
  /** The "No thanks, don't email me" box, unticked unless the person ticks it. */
  emailOptOut?: boolean;
};

/** The channels staff record an objection from; `link` is recorded by the unsubscribe link itself. */
export const STAFF_OBJECTION_CHANNELS = ['phone', 'post', 'email'] as const satisfies readonly ObjectionChannel[];
export type StaffObjectionChannel = (typeof STAFF_OBJECTION_CHANNELS)[number];

/** POST /api/staff/subscribers/{id}/objection: an objection received by phone, post or email. */
export type RecordObjectionRequest = { channel: StaffObjectionChannel };

/** The pages whose forms offer the soft opt-in, as recorded with each record they create. */
export const SOFT_OPT_IN_PAGES = { volunteer: '/get-involved/volunteer' } as const;

/** A donate form's page: a project's own, or the general donate page. */
export function donatePagePath(projectId: number | null | undefined): string {
  return projectId ? `/projects/${projectId}/donate` : '/donate';
}

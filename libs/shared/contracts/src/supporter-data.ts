/**
 * Subject access (UK GDPR Art. 15, issue 35, decision 070): everything the charity holds on one person, found by
 * their email address. Admins download it as one JSON file and a readable HTML summary from the engage remote's
 * "Supporters' data" staff page (`/staff/people`).
 */

/** POST /api/staff/supporter-data/file and /summary: the person, by the address they gave us. */
export type SupporterDataRequest = { email: string };

/** A stored record as it is held, every column, dates as ISO strings. */
export type HeldRecord = Record<string, string | number | boolean | null>;

/** The sections of the file, in the order the summary shows them, with their headings. */
export const SUPPORTER_DATA_SECTIONS = {
  emailLists: 'Email list records (why we may email you)',
  contactMessages: 'Messages you sent us',
  volunteerApplications: 'Volunteer applications',
  donations: 'One-off and monthly gift payments',
  monthlyGifts: 'Monthly gifts',
  giftAidDeclarations: 'Gift Aid declarations',
  emailsSent: 'Emails we sent you',
  supportersWall: 'Your name and message on our project pages',
} as const;
export type SupporterDataSection = keyof typeof SUPPORTER_DATA_SECTIONS;

/** The downloaded file: the person's records by section, and when it was made. */
export type SupporterDataFile = {
  email: string;
  generatedAt: string;
  sections: Record<SupporterDataSection, HeldRecord[]>;
};

/** How many records each section holds, as the staff page shows before a download and the audit log keeps. */
export type SupporterDataCounts = Record<SupporterDataSection, number>;

/** Erasure (Art. 17): the counts of what goes and what must stay, shown before staff confirm. */
export type ErasurePlan = {
  email: string;
  /** Records removed, or whose personal fields are removed, by section. */
  erased: SupporterDataCounts;
  /** Active or paused monthly gifts, cancelled at PayPal before anything is erased, so no more money is taken. */
  cancelled: { monthlyGifts: number };
  /** Gift Aid declarations inside HMRC's six years, and the gifts they cover: kept, marked, erased when due. */
  kept: { giftAidDeclarations: number; donations: number; until: string | null };
};

/** POST /api/staff/supporter-data/erasure: `confirm` must be true, after the plan was shown. */
export type EraseSupporterRequest = SupporterDataRequest & { confirm: boolean };

/** The 400 when an erasure arrives without staff confirming the plan. */
export const ERASURE_CONFIRM_MESSAGE = 'Please confirm the erasure after reading what will go and what must stay';

/** 200 from the erasure: what went and what stayed, and when. */
export type ErasureResult = ErasurePlan & { erasedAt: string };

/** Where the volunteer terms live on the site terms page; the volunteer form's checkbox points there. */
export const VOLUNTEER_TERMS_ID = 'volunteer-terms';
export const VOLUNTEER_TERMS_PATH = `/legal/terms#${VOLUNTEER_TERMS_ID}`;

/** The volunteer terms, in one place: the terms page and the volunteer form's dialog show these same words. */
export const volunteerTerms: readonly { title: string; text: string }[] = [
  {
    title: 'Volunteering is not employment',
    text: 'Volunteering with From Sun to Sanctuary is unpaid and creates no contract of employment. You may stop at any time, and we may end a placement at any time, ideally with notice either way.',
  },
  {
    title: 'Safeguarding',
    text: 'Many of the places we power are schools, orphanages and health centres. You agree to follow our safeguarding policy, never to be alone with a child or a patient, and to report any concern to our safeguarding lead at once. Roles with children or vulnerable adults need a satisfactory background check before you start.',
  },
  {
    title: 'Health and safety',
    text: 'Installation days involve roofs, ladders and electrical equipment. You agree to attend the safety briefing, wear the protective equipment we provide, work only on tasks you have been trained for and stop work if you feel unsafe.',
  },
  {
    title: 'Conduct and confidentiality',
    text: 'You agree to treat the communities, partners and fellow volunteers you meet with respect, and to keep confidential any personal information you see, including details of donors and beneficiaries.',
  },
  {
    title: 'Photographs and stories',
    text: 'Do not photograph or film children, patients or worshippers, or share their stories, without the consent our partners collect. Anything you post about your volunteering must not name or identify beneficiaries.',
  },
  {
    title: 'Expenses',
    text: 'We reimburse reasonable expenses agreed with your coordinator in advance, against receipts. Travel abroad is arranged and insured only through our programme team.',
  },
  {
    title: 'Your information',
    text: 'We use the details in your application as our privacy policy describes, to assess your application and keep you and others safe.',
  },
];

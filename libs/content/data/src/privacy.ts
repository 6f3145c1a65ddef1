import {
  accountingPeriodEndWords,
  periodWords,
  RETENTION_PERIODS,
} from '@solar/shared-contracts';

export type PrivacyActivity = {
  id: string;
  title: string;
  what: string;
  why: string;
  lawfulBasis: string;
  retention: string;
  sharedWith: string;
};

export const privacyLastUpdated = '28 November 2026';
export const privacyEmail = 'privacy@fromsuntosanctuary.org';

export const privacyIntro: readonly string[] = [
  'From Sun to Sanctuary is a charity registered in England and Wales. We are the controller of the personal information described in this notice, which explains what we collect when you use this website, why we collect it, the lawful basis we rely on under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018, how long we keep it and the rights you have.',
  'We collect only what we need, we never sell your information, and we do not use it for automated decision-making or profiling.',
];

export const privacyActivities: readonly PrivacyActivity[] = [
  {
    id: 'newsletter',
    title: 'Newsletter sign-up',
    what: 'Your email address, and your first and last name if you choose to give them, the date you subscribed, where you subscribed (this website) and a record of your consent.',
    why: 'To send you our monthly updates about solar projects, climate stories and programme developments.',
    lawfulBasis: 'Consent (UK GDPR Article 6(1)(a)). You tick a box to agree, and you can withdraw consent at any time using the unsubscribe link in every email or by writing to us.',
    retention: 'Until you unsubscribe. We then keep your email address on a suppression list so that we do not contact you again, and delete everything else.',
    sharedWith: 'Our email hosting provider, which processes the data on our behalf under a written contract.',
  },
  {
    id: 'contact',
    title: 'Contact form and emails',
    what: 'Your name, email address, the subject and the content of your message.',
    why: 'To reply to your enquiry, including press, partnership and event enquiries, and to keep a record of our correspondence.',
    lawfulBasis: 'Legitimate interests (Article 6(1)(f)): answering people who contact us and running the charity. We keep the information you send to what is needed to reply.',
    retention: `Up to ${periodWords(RETENTION_PERIODS.contactMessages)} after our last correspondence, unless the message leads to a donation, partnership or volunteer role, in which case the relevant period below applies.`,
    sharedWith: 'Our website and email hosting providers, acting as processors.',
  },
  {
    id: 'volunteers',
    title: 'Volunteer applications',
    what: 'Your name, contact details, address, date of birth, occupation, skills, interests, availability, experience, motivation, emergency contact details, whether you have transport and whether you consent to a background check.',
    why: 'To assess your application, match you to a suitable role, keep you and others safe while volunteering and contact someone in an emergency.',
    lawfulBasis: 'Steps at your request before entering a volunteer agreement and legitimate interests in running a safe volunteer programme (Article 6(1)(b) and (f)). Where a background check is needed for safeguarding, we rely on your consent and on the conditions for criminal offence data in the Data Protection Act 2018, Schedule 1. Emergency contacts are processed in our legitimate interests; please tell them you have shared their details.',
    retention: `Unsuccessful applications: ${periodWords(RETENTION_PERIODS.unsuccessfulVolunteerApplications)} after we decide. Volunteers: for as long as you volunteer with us and 6 years afterwards, so that we can respond to any safeguarding or legal matter.`,
    sharedWith: 'Our delivery partners only where you volunteer on a project they run, and a background-check provider only with your consent.',
  },
  {
    id: 'donations',
    title: 'Donations through PayPal',
    what: 'Your name and email address if you give them, the amount, currency, the project you support, whether you asked to give anonymously, and the payment and order references PayPal returns. We never see or store your card or bank details.',
    why: 'To process your gift, send you a receipt, allocate the money to the project you chose, prevent fraud and meet our accounting and charity-law obligations.',
    lawfulBasis: 'Contract (Article 6(1)(b)) to take your payment; legal obligation (Article 6(1)(c)) for financial records; legitimate interests (Article 6(1)(f)) to thank you and to understand how our work is funded.',
    retention: `Financial records are kept for ${periodWords(RETENTION_PERIODS.giftAidRecords)} after the end of the financial year in which the donation was made, as UK law requires. A Gift Aid declaration, and the gifts it covers, are kept for ${periodWords(RETENTION_PERIODS.giftAidRecords)} after the end of the accounting period (ours ends on ${accountingPeriodEndWords}) of the last gift it covers, as HMRC requires; if you ask us to erase your details sooner, we erase the declaration as soon as that period ends.`,
    sharedWith: 'PayPal, which processes your payment as an independent controller under its own privacy statement, and our accountants and auditors.',
  },
  {
    id: 'emails',
    title: 'Emails we send you',
    what: 'A copy of each email we send you, such as a receipt, a confirmation, a reply to a form or an update: your email address, what the email said and when it was sent.',
    why: 'To show that a receipt or confirmation reached you, to send again one that did not, and to answer your questions about what we told you.',
    lawfulBasis: 'Legitimate interests (Article 6(1)(f)): keeping a short record of our correspondence with supporters.',
    retention: `${periodWords(RETENTION_PERIODS.sentEmails)} after it is sent, then deleted. An email we have not yet managed to deliver is kept until it is delivered, and then for the same period.`,
    sharedWith: 'Our email hosting provider, which sends the email on our behalf under a written contract.',
  },
];

export const privacyWebsiteData: readonly string[] = [
  'Our web servers keep short technical logs (such as IP address, pages requested and the time of the request) to keep the site secure and working. We rely on legitimate interests and keep these logs for no longer than 30 days.',
  'This website does not use advertising, analytics or tracking cookies. The few cookies listed below are strictly necessary for the service you asked for, so they do not need your consent.',
];

export const privacyRights: readonly { title: string; description: string }[] = [
  { title: 'Access', description: 'Ask for a copy of the personal information we hold about you.' },
  { title: 'Rectification', description: 'Ask us to correct information that is inaccurate or incomplete.' },
  { title: 'Erasure', description: 'Ask us to delete your information where we no longer have a good reason to keep it.' },
  { title: 'Restriction', description: 'Ask us to limit how we use your information while a concern is resolved.' },
  { title: 'Objection', description: 'Object to processing based on legitimate interests, and to direct marketing at any time.' },
  { title: 'Portability', description: 'Receive information you gave us, on the basis of consent or contract, in a reusable format.' },
  { title: 'Withdraw consent', description: 'Withdraw consent at any time, without affecting processing that took place before.' },
];

export const privacyIco = {
  name: "Information Commissioner's Office (ICO)",
  website: 'https://ico.org.uk/make-a-complaint/',
  phone: '0303 123 1113',
  text: 'If you are unhappy with how we have handled your information, please contact us first so that we can try to put things right. You also have the right to complain to the Information Commissioner\'s Office, the UK supervisory authority for data protection.',
};

export const privacyTransfers =
  'Some of our service providers, including PayPal, may process data outside the United Kingdom. Where they do, we make sure appropriate safeguards are in place, such as UK adequacy regulations or the International Data Transfer Agreement.';

export const privacySecurity =
  'We use encrypted connections (HTTPS), restrict access to personal information to staff and volunteers who need it, and require our processors to protect it to the same standard.';

export const privacyChildren =
  'Our website is intended for adults. We do not knowingly collect personal information from children under 13; if you believe a child has given us information, please contact us and we will delete it.';

/** The accessibility statement, in the shape of the UK public sector sample statement (gov.uk). */
export const accessibilityPrepared = '27 November 2026';
export const accessibilityReviewed = '27 November 2026';
export const accessibilityEmail = 'support@fromsuntosanctuary.org';

export const accessibilityIntro: readonly string[] = [
  'This accessibility statement applies to the From Sun to Sanctuary website, including the donation pages and the volunteer and contact forms.',
  'We want as many people as possible to be able to use this website. For example, you should be able to change colours, contrast levels and fonts using your browser or device settings; zoom in up to 400% without the text spilling off the screen; navigate the whole site using just a keyboard; navigate most of the site using speech recognition software; and listen to most of the site using a screen reader.',
  'We have also made the text as simple as possible to understand.',
];

export const accessibilityStatus =
  'This website is partially compliant with the Web Content Accessibility Guidelines version 2.2 AA standard, due to the non-compliances listed below.';

export const accessibilityKnownIssues: readonly string[] = [
  'The PayPal checkout window that opens when you donate is run by PayPal, not by us. We cannot test or change it, and some parts of it may not meet the standard.',
  'The film on the home page has descriptive captions but no separate audio-described version. The captions describe what is shown, and the same story is told in the text of the page.',
  'Automated rules such as axe find only part of what can go wrong. A page can pass them and still be hard to use with a screen reader, so we have not yet had the site tested by disabled users, and there may be problems we have not found.',
];

export const accessibilityTesting: readonly string[] = [
  'Every public page is checked against the HTML standard with the Nu HTML Checker, and every public page scores 1 (full marks) in Lighthouse’s accessibility audit. We test the forms, menus and dialogs with a keyboard alone, and the site respects the reduced motion setting.',
  'Every public page and every page of our staff back office is checked with axe’s WCAG 2.2 A and AA rules each time we change the site, and a change that brings a serious or critical problem is not released.',
];

export const accessibilityResponse =
  'We will reply within 10 working days. If you need information on this website in a different format, such as accessible PDF, large print, easy read or audio, tell us and we will consider your request and get back to you in the same time.';

export const accessibilityEnforcement =
  'The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Public Sector Bodies (Websites and Mobile Applications) (No. 2) Accessibility Regulations 2018 (the ‘accessibility regulations’). If you’re not happy with how we respond to your complaint, contact the Equality Advisory and Support Service (EASS).';

/** The site terms; the volunteer terms are in the shared contracts, where the volunteer form reads them too. */
export const termsUpdated = '27 November 2026';

export const siteTerms: readonly { id: string; title: string; paragraphs: readonly string[] }[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    paragraphs: [
      'This website is run by From Sun to Sanctuary, a charity registered in England and Wales (No. 1204516) that brings free solar power to schools, orphanages, places of worship and health centres in Pakistan and Somaliland. By using the site you accept these terms. If you do not agree with them, please do not use the site.',
    ],
  },
  {
    id: 'using-the-site',
    title: 'Using the site',
    paragraphs: [
      'You may use the site to learn about our work, donate, volunteer, sign up for our newsletter and contact us. Please do not misuse it: do not try to gain access to parts of it not meant for you, interfere with how it works, send us anything unlawful or harmful, or use automated tools to place donations or fill in our forms.',
      'We aim to keep the site available and accurate, but we may change, suspend or withdraw any part of it without notice, and we do not promise that it will always be free from errors.',
    ],
  },
  {
    id: 'content-licence',
    title: 'Our content',
    paragraphs: [
      'The words, photographs, films and designs on this site belong to From Sun to Sanctuary or to those who have licensed them to us. You may view, print and share them for personal, non-commercial use, and journalists may quote our press releases, as long as you credit From Sun to Sanctuary and do not change the meaning.',
      'Photographs of children, patients and worshippers are shown with the consent our partners collected; please do not reuse them for any other purpose. For any other use, write to us first.',
    ],
  },
  {
    id: 'donations',
    title: 'Donations',
    paragraphs: [
      'Donations are taken by PayPal in its own secure checkout window; we never see your card or bank details, and PayPal’s own terms apply to the payment. We use each gift for the project you choose or, if that project is already fully funded, for another solar project of the same kind, and we will tell you if that happens.',
      'If you made a mistake with a donation, contact us as soon as you can and we will do our best to put it right. We claim Gift Aid only when you have made a valid declaration.',
    ],
  },
  {
    id: 'links',
    title: 'Links to other websites',
    paragraphs: [
      'The site links to other websites, such as our partners’, PayPal’s and the press coverage of our work. We are not responsible for their content or how they handle your information, and a link is not an endorsement.',
    ],
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    paragraphs: [
      'The information on this site is provided in good faith to explain our work; it is not professional advice about solar energy or anything else. As far as the law allows, we are not liable for any loss arising from using the site or relying on its content.',
      'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited under the law of England and Wales.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    paragraphs: [
      'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute, although you may also bring proceedings in the courts of Scotland or Northern Ireland if you live there.',
      'We may update these terms from time to time; the date at the top shows when they last changed.',
    ],
  },
];

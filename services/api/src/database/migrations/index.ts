import { InitialSchema1732150000000 } from './1732150000000-initial-schema';
import { SeedProjects1732150000001 } from './1732150000001-seed-projects';
import { RateLimitHits1732150000002 } from './1732150000002-rate-limit-hits';
import { PaymentIdempotency1732150000003 } from './1732150000003-payment-idempotency';
import { StaffAccounts1732150000004 } from './1732150000004-staff-accounts';
import { VolunteerStaffNote1732150000005 } from './1732150000005-volunteer-staff-note';
import { EmailOutbox1732150000006 } from './1732150000006-email-outbox';
import { GiftAid1732150000007 } from './1732150000007-gift-aid';
import { StaffSecondFactor1732150000008 } from './1732150000008-staff-second-factor';
import { Articles1732150000009 } from './1732150000009-articles';
import { DonorWords1732150000010 } from './1732150000010-donor-words';
import { MonthlyGiftApproval1732150000011 } from './1732150000011-monthly-gift-approval';
import { ArticleImageLastUsed1732150000012 } from './1732150000012-article-image-last-used';
import { MonthlyAmountRequestLapse1732150000013 } from './1732150000013-monthly-amount-request-lapse';
import { EnrolmentSecretPerSession1732150000014 } from './1732150000014-enrolment-secret-per-session';
import { StaffPasswordTemporary1732150000015 } from './1732150000015-staff-password-temporary';
import { SupportersNamesModeration1732150000017 } from './1732150000017-supporters-names-moderation';
import { MonthlyPaymentFailures1732150000020 } from './1732150000020-monthly-payment-failures';
import { EmailBasis1732150000025 } from './1732150000025-email-basis';
import { GiftAidErasureMark1732150000026 } from './1732150000026-gift-aid-erasure-mark';
import { NewsletterSignUpRequests1732150000027 } from './1732150000027-newsletter-sign-up-requests';

/** Listed by class, not by glob, so the bundled main.js carries them. */
export const migrations = [
  InitialSchema1732150000000,
  SeedProjects1732150000001,
  RateLimitHits1732150000002,
  PaymentIdempotency1732150000003,
  StaffAccounts1732150000004,
  VolunteerStaffNote1732150000005,
  EmailOutbox1732150000006,
  GiftAid1732150000007,
  StaffSecondFactor1732150000008,
  Articles1732150000009,
  DonorWords1732150000010,
  MonthlyGiftApproval1732150000011,
  ArticleImageLastUsed1732150000012,
  MonthlyAmountRequestLapse1732150000013,
  EnrolmentSecretPerSession1732150000014,
  StaffPasswordTemporary1732150000015,
  SupportersNamesModeration1732150000017,
  MonthlyPaymentFailures1732150000020,
  EmailBasis1732150000025,
  GiftAidErasureMark1732150000026,
  NewsletterSignUpRequests1732150000027,
];

import { AuditEntryRecord } from '../audit/audit-entry.entity';
import { BlogPost } from '../articles/blog-post.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { GiftAidClaimLine } from '../gift-aid/gift-aid-claim-line.entity';
import { GiftAidClaimRecord } from '../gift-aid/gift-aid-claim.entity';
import { GiftAidDeclaration } from '../gift-aid-declarations/gift-aid-declaration.entity';
import { OutboxEmail } from '../mail/outbox-email.entity';
import { Newsletter } from '../newsletter/newsletter.entity';
import { NewsletterSignUpRequest } from '../newsletter/newsletter-sign-up-request.entity';
import { Donation } from '../payments/donation.entity';
import { Project } from '../projects/project.entity';
import { RateLimitHit } from '../rate-limit/rate-limit-hit.entity';
import { StaffRecoveryCode } from '../staff-auth/recovery-code.entity';
import { StaffSession } from '../staff-auth/staff-session.entity';
import { Subscription } from '../subscriptions/subscription.entity';
import { User } from '../staff-auth/user.entity';
import { Volunteer } from '../volunteers/volunteer.entity';

/** Every stored entity of spec §3, the rate limiter's shared counters (decision 006), staff sessions and the audit log (decision 018), the email outbox (decision 024), Gift Aid (decision 025), staff recovery codes (decision 049) and newsletter sign-ups awaiting confirmation (decision 077). */
export const entities = [
  User,
  Project,
  Donation,
  ContactMessage,
  BlogPost,
  Volunteer,
  Newsletter,
  NewsletterSignUpRequest,
  Subscription,
  RateLimitHit,
  StaffSession,
  StaffRecoveryCode,
  AuditEntryRecord,
  OutboxEmail,
  GiftAidDeclaration,
  GiftAidClaimRecord,
  GiftAidClaimLine,
];

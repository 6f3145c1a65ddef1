import { type Env, InvalidConfigError, refuseIfAny } from '@solar/shared-config';
import { type CoreConfig, readCoreConfig } from '../kit/core-config';
import { type MailConfig, readMailConfig } from '../mail/mail-config';
import { type PaypalConfig, readPaypalConfig } from '../paypal/paypal-config';
import { readStaffMfaConfig, type StaffMfaConfig } from '../staff-auth/staff-mfa-config';
import { readStaffAdminConfig, type StaffAdminConfig } from '../users/staff-admin-config';

/**
 * The whole API's settings: the core ones and every feature's own, read together so one start-up error names every
 * bad variable. Only the composition root holds it; each feature is given its own part (app.module.ts).
 */
export type ApiConfig = CoreConfig & {
  /** PayPal credentials and endpoints (PAYPAL_*); null when PayPal is not configured. */
  paypal: PaypalConfig | null;
  /** The first back-office administrator (STAFF_ADMIN_USERNAME, STAFF_ADMIN_PASSWORD), created only while no account exists. */
  staffAdmin?: StaffAdminConfig | null;
  /**
   * Two-step sign-in (STAFF_MFA, STAFF_MFA_KEY; decision 049). A config built in code without it (the tests) gets
   * the default policy and the development key.
   */
  staffMfa?: StaffMfaConfig;
  /** Email (SMTP_URL, MAIL_*, STAFF_INBOX_EMAIL, UNSUBSCRIBE_SECRET; decision 024). */
  mail: MailConfig;
};

export { InvalidConfigError };

/** Reads and checks every variable first, so one error names all the bad ones. */
export function readApiConfig(env: Env, cwd = process.cwd(), stampFile?: string): ApiConfig {
  const problems: string[] = [];
  const core = readCoreConfig(env, problems, cwd, stampFile);
  const paypal = readPaypalConfig(env, problems);
  const staffAdmin = readStaffAdminConfig(env, problems);
  const mail = readMailConfig(env, problems);
  const { adminTotpSecret, ...staffMfa } = readStaffMfaConfig(env, problems);
  if (adminTotpSecret && !staffAdmin && !problems.some((problem) => problem.startsWith('STAFF_ADMIN_')))
    problems.push('STAFF_ADMIN_TOTP_SECRET needs STAFF_ADMIN_USERNAME and STAFF_ADMIN_PASSWORD');
  refuseIfAny(problems, 'API');
  return {
    ...core,
    paypal,
    staffAdmin: staffAdmin && adminTotpSecret ? { ...staffAdmin, totpSecret: adminTotpSecret } : staffAdmin,
    staffMfa,
    mail,
  };
}

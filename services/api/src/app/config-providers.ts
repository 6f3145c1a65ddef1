import type { Provider } from '@nestjs/common';
import { CORE_CONFIG } from '../kit/core-config';
import { MAIL_CONFIG } from '../mail/mail-config';
import { PAYPAL_CONFIG } from '../paypal/paypal-config';
import { DEVELOPMENT_STAFF_MFA, STAFF_MFA_CONFIG } from '../staff-auth/staff-mfa-config';
import { STAFF_ADMIN_CONFIG } from '../users/staff-admin-config';
import type { ApiConfig } from './api-config';
import { API_CONFIG } from './api-config.token';

/** Every config token the root provides: the whole ApiConfig, the core part and each feature's own. */
export const CONFIG_TOKENS = [
  API_CONFIG,
  CORE_CONFIG,
  MAIL_CONFIG,
  PAYPAL_CONFIG,
  STAFF_MFA_CONFIG,
  STAFF_ADMIN_CONFIG,
];

/**
 * Each feature is given its own part of the config, never the whole: a feature injects CORE_CONFIG or its own
 * token. A config built in code without staffMfa (the tests) gets the default policy and the development key.
 */
export function configProviders(config: ApiConfig): Provider[] {
  return [
    { provide: API_CONFIG, useValue: config },
    { provide: CORE_CONFIG, useValue: config },
    { provide: MAIL_CONFIG, useValue: config.mail },
    { provide: PAYPAL_CONFIG, useValue: config.paypal },
    { provide: STAFF_MFA_CONFIG, useValue: config.staffMfa ?? DEVELOPMENT_STAFF_MFA },
    { provide: STAFF_ADMIN_CONFIG, useValue: config.staffAdmin ?? null },
  ];
}

/** The charity's details live in the contracts, where the API's emails read them too. */
export {
  CHARITY_NAME,
  CHARITY_NUMBER,
  SUPPORT_EMAIL,
  DONATIONS_EMAIL,
  PRESS_EMAIL,
  PRIVACY_EMAIL,
  OFFICE_PHONE,
  OFFICE_PHONE_HREF,
  REPLY_PROMISE,
  OFFICE_ADDRESS,
  contactHref,
  mailtoHref,
} from '@solar/shared-contracts';

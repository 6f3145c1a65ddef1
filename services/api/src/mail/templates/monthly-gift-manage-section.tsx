import { DONATIONS_EMAIL, MANAGE_LINK_DAYS } from '@solar/shared-contracts';
import { EmailAddress, Paragraph, SiteLink, Subheading } from './email-text';

/** The manage link every monthly-gift email carries, with what it lets the donor do and how long it works. */
export function ManageGiftSection({ manageUrl }: { manageUrl?: string }) {
  return (
    <>
      <Subheading>Changing, pausing or stopping your monthly gift</Subheading>
      {manageUrl ? (
        <Paragraph>
          You can change the amount, pause, restart or cancel your gift, update your Gift Aid details or ask for a
          giving statement yourself, at any time: <SiteLink href={manageUrl}>manage your monthly gift</SiteLink>. The
          link is yours alone, so please do not forward this email. It works for {MANAGE_LINK_DAYS} days; the page can
          send you a fresh one whenever you need it.
        </Paragraph>
      ) : null}
      <Paragraph>
        You can also stop it from your PayPal account, under automatic payments, or by emailing us at{' '}
        <EmailAddress address={DONATIONS_EMAIL} />.
      </Paragraph>
    </>
  );
}

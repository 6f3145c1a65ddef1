import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup';
import { EngageQueryProvider } from './engage-query-provider';

/** The remote's `./NewsletterSignup`: the sign-up card other remotes embed, inside the remote's query client. */
export default function NewsletterWidget() {
  return (
    <EngageQueryProvider>
      <NewsletterSignup />
    </EngageQueryProvider>
  );
}

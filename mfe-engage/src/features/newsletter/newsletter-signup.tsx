export default function NewsletterSignup() {
  return <section aria-label="Newsletter">Newsletter sign-up</section>;
}

import type { ReactNode } from 'react';
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { CHARITY_NAME } from '@solar/shared-contracts';
import { styles } from './email-styles';

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={styles.heading}>
      {children}
    </Heading>
  );
}

export function Subheading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={styles.subheading}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

/** A mailto link whose text is the address, so the plain-text part shows the address once. */
export function EmailAddress({ address }: { address: string }) {
  return (
    <Link href={`mailto:${address}`} style={styles.link}>
      {address}
    </Link>
  );
}

export function SiteLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={styles.link}>
      {children}
    </Link>
  );
}

export function SignOff() {
  return (
    <Text style={styles.text}>
      With thanks,
      <br />
      The {CHARITY_NAME} team
    </Text>
  );
}

/** The one thing to do next, as a button (its address is written out in the plain-text part). */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

/** How a donor updates the card or bank behind a monthly gift: only in PayPal, since we never see card details. */
export function PaypalCardSteps() {
  return (
    <Paragraph>
      Log in to PayPal, open Settings, then Payments, then “Manage automatic payments”, choose From Sun to Sanctuary and
      update the card or bank it uses. We never see your card details, so this can only be done in PayPal.
    </Paragraph>
  );
}

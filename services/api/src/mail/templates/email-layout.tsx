import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { CHARITY_NAME, CHARITY_NUMBER, OFFICE_ADDRESS } from '@solar/shared-contracts';
import type { EmailContext } from './email-context';
import { styles } from './email-styles';

type Props = {
  /** The subject, also the document's title. */
  title: string;
  /** What inboxes show beside the subject. */
  preview: string;
  context: EmailContext;
  children: ReactNode;
};

/**
 * Every email's frame: the charity's name at the top, its registered details at the foot and, for marketing
 * mail only (the context carries an unsubscribe address), the unsubscribe link.
 */
export function EmailLayout({ title, preview, context, children }: Props) {
  const [, ...address] = OFFICE_ADDRESS;
  return (
    <Html lang="en-GB" dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Link href={`${context.siteOrigin}/`} style={styles.wordmark}>
              {CHARITY_NAME}
            </Link>
            <Text style={styles.tagline}>
              Solar power for schools, orphanages, places of worship and health centres in Pakistan and Somaliland
            </Text>
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Hr style={styles.rule} />
          <Section style={styles.footer}>
            <Text style={styles.footerText}>
              {`${CHARITY_NAME}. Registered charity in England and Wales no. ${CHARITY_NUMBER}.`}
            </Text>
            <Text style={styles.footerText}>{address.join(', ')}</Text>
            {context.unsubscribeUrl ? (
              <Text style={styles.footerText}>
                You receive this because you signed up for our monthly updates.{' '}
                <Link href={context.unsubscribeUrl} style={styles.footerLink}>
                  Unsubscribe
                </Link>{' '}
                at any time, with one click.
              </Text>
            ) : null}
            <Text style={styles.footerText}>
              How we use your details:{' '}
              <Link href={`${context.siteOrigin}/legal/privacy-policy`} style={styles.footerLink}>
                our privacy policy
              </Link>
              .
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

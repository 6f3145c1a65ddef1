import type { ReactNode } from 'react';
import { Section, Text } from '@react-email/components';
import { styles } from './email-styles';

/** Facts as "Label: value" lines in a panel; the plain-text part reads the same. A blank fact is left out. */
export function DetailList({ details }: { details: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <Section style={styles.panel}>
      {details
        .filter(([, value]) => value !== '' && value !== null)
        .map(([label, value]) => (
          <Text key={label} style={styles.detail}>
            <span style={styles.detailLabel}>{label}:</span> {value}
          </Text>
        ))}
    </Section>
  );
}

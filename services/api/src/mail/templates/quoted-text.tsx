import { Fragment } from 'react';
import { styles } from './email-styles';

/** Someone's own words, quoted with their line breaks (as text: React escapes it). */
export function QuotedText({ text }: { text: string }) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  return (
    <blockquote style={styles.quote}>
      <p style={{ ...styles.text, margin: '8px 0' }}>
        {lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </p>
    </blockquote>
  );
}

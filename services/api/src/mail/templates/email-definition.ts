import type { FunctionComponent } from 'react';
import type { EmailContext } from './email-context';

export type TemplateProps<Data> = { data: Data; context: EmailContext };

/** One email: its subject line and its body (a React Email component in an EmailLayout). */
export type EmailDefinition<Data> = {
  subject: (data: Data) => string;
  Email: FunctionComponent<TemplateProps<Data>>;
};

import { MANAGE_LINK_DAYS, type MonthlyGiftLinkData } from '@solar/shared-contracts';
import type { EmailDefinition, TemplateProps } from './email-definition';
import { formatMoney, greeting } from './email-format';
import { EmailLayout } from './email-layout';
import { ActionButton, Paragraph, SignOff, Title } from './email-text';

function subject(): string {
  return 'Your link to manage your monthly gift';
}

function MonthlyGiftLinkEmail({ data, context }: TemplateProps<MonthlyGiftLinkData>) {
  const amount = formatMoney(data.amount, data.currency);
  return (
    <EmailLayout title={subject()} preview="Here is a fresh link to manage your monthly gift." context={context}>
      <Title>Manage your monthly gift</Title>
      <Paragraph>{greeting(data.donorName)}</Paragraph>
      <Paragraph>
        You asked for a fresh link to your monthly gift of {amount} for {data.projectName ?? 'where it is needed most'}.
        From the page it opens you can change the amount, pause, restart or cancel the gift, update your Gift Aid
        details, or have a giving statement emailed to you.
      </Paragraph>
      {context.manageUrl ? <ActionButton href={context.manageUrl}>Manage my monthly gift</ActionButton> : null}
      <Paragraph>
        The link works for {MANAGE_LINK_DAYS} days and is yours alone: please do not forward this email. If you did not
        ask for it, you can ignore it; nothing changes unless someone opens the link and makes a change.
      </Paragraph>
      <SignOff />
    </EmailLayout>
  );
}

export const monthlyGiftLink: EmailDefinition<MonthlyGiftLinkData> = { subject, Email: MonthlyGiftLinkEmail };

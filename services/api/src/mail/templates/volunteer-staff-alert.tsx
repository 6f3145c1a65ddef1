import type { VolunteerStaffAlertData } from '@solar/shared-contracts';
import { DetailList } from './detail-list';
import type { EmailDefinition, TemplateProps } from './email-definition';
import { oneLine } from './email-format';
import { EmailLayout } from './email-layout';
import { ActionButton, EmailAddress, Paragraph, Title } from './email-text';

function fullName(data: VolunteerStaffAlertData): string {
  return `${data.firstName} ${data.lastName}`.trim();
}

function subject(data: VolunteerStaffAlertData): string {
  return `New volunteer application from ${oneLine(fullName(data), 60)}`;
}

function VolunteerStaffAlertEmail({ data, context }: TemplateProps<VolunteerStaffAlertData>) {
  return (
    <EmailLayout
      title={subject(data)}
      preview={`${oneLine(fullName(data), 60)} from ${oneLine(data.city, 40)} applied to volunteer.`}
      context={context}
    >
      <Title>New volunteer application</Title>
      <DetailList
        details={[
          ['Name', fullName(data)],
          ['Email', <EmailAddress key="email" address={data.email} />],
          ['City', data.city],
          ['Interests', data.interests],
          ['Availability', data.availability],
        ]}
      />
      <Paragraph>
        The applicant has been told that our volunteer coordinator reads each application and then calls them.
      </Paragraph>
      <ActionButton href={`${context.siteOrigin}/staff/volunteers/${data.volunteerId}`}>
        Open the application in the back office
      </ActionButton>
    </EmailLayout>
  );
}

export const volunteerStaffAlert: EmailDefinition<VolunteerStaffAlertData> = {
  subject,
  Email: VolunteerStaffAlertEmail,
};

import styled from '@emotion/styled';
import { type StaffVolunteer, VOLUNTEER_TRANSITIONS, type VolunteerStatus } from '@solar/shared-contracts';
import { errorMessage } from '@solar/shared-data-access';
import { Button, space, useToast } from '@solar/shared-ui';
import { useUpdateVolunteer } from '../api/update-volunteer';
import { volunteerStatuses } from '../volunteer-statuses';
import { FormAlert } from '@solar/shared-ui/forms';

const Section = styled.section`
  margin-bottom: ${space.lg};
  h2 {
    margin: 0 0 ${space.sm};
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 ${space.sm};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-bottom: ${space.sm};
`;

const variantFor = (status: VolunteerStatus) =>
  status === 'declined' ? 'danger' : status === 'withdrawn' ? 'outline' : 'secondary';

/** Buttons for the next steps the workflow allows from the current status, and nothing else. */
export function StatusActions({ volunteer }: { volunteer: StaffVolunteer }) {
  const update = useUpdateVolunteer(volunteer.id);
  const { toast } = useToast();
  const next = VOLUNTEER_TRANSITIONS[volunteer.status];
  const move = (status: VolunteerStatus) =>
    update.mutate(
      { status },
      { onSuccess: () => toast({ title: `Application moved to ${volunteerStatuses[status].label.toLowerCase()}` }) },
    );
  return (
    <Section aria-labelledby="volunteer-status-heading">
      <h2 id="volunteer-status-heading">Next step</h2>
      {next.length === 0 ? <p>This application is closed; there is no next step.</p> : null}
      <Buttons>
        {next.map((status) => (
          <Button
            key={status}
            type="button"
            variant={variantFor(status)}
            disabled={update.isPending}
            onClick={() => move(status)}
          >
            {volunteerStatuses[status].moveLabel}
          </Button>
        ))}
      </Buttons>
      <FormAlert message={update.isError ? `The status was not changed: ${errorMessage(update.error)}` : null} />
    </Section>
  );
}

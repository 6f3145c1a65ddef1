import styled from '@emotion/styled';
import { useState } from 'react';
import { STAFF_OBJECTION_CHANNELS, type StaffObjectionChannel, type StaffSubscriber } from '@solar/shared-contracts';
import { errorMessage } from '@solar/shared-data-access';
import { Button, Dialog, space, useToast } from '@solar/shared-ui';
import { useUnsubscribeSubscriber } from '../api/unsubscribe-subscriber';
import { FormAlert, SelectField } from '@solar/shared-ui/forms';

const CHANNEL_LABELS: Record<StaffObjectionChannel, string> = { email: 'By email', phone: 'By phone', post: 'By post' };
const CHANNEL_OPTIONS = STAFF_OBJECTION_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] }));

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.md};
`;

/**
 * The confirm step before unsubscribing someone who asked us to stop emailing them: an objection, recorded with how
 * it reached us, and kept so no later gift or application adds them again.
 */
export function UnsubscribeDialog({ subscriber, onClose }: { subscriber: StaffSubscriber; onClose: () => void }) {
  const unsubscribe = useUnsubscribeSubscriber();
  const [channel, setChannel] = useState<StaffObjectionChannel>('email');
  const { toast } = useToast();
  const confirm = () =>
    unsubscribe.mutate(
      { id: subscriber.id, channel },
      {
        onSuccess: () => {
          toast({ title: `${subscriber.email} is unsubscribed` });
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={onClose} title={`Unsubscribe ${subscriber.email}?`}>
      <p>
        Do this when they have asked us to stop emailing them. They will not be in the next mailing list export, and no
        later gift or volunteer application adds them again; only their own newsletter sign-up does.
      </p>
      <SelectField
        label="How did they tell us?"
        options={CHANNEL_OPTIONS}
        value={channel}
        onChange={(event) => setChannel(event.target.value as StaffObjectionChannel)}
      />
      <FormAlert
        message={unsubscribe.isError ? `They were not unsubscribed: ${errorMessage(unsubscribe.error)}` : null}
      />
      <Actions>
        <Button type="button" variant="danger" disabled={unsubscribe.isPending} onClick={confirm}>
          Unsubscribe
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </Actions>
    </Dialog>
  );
}

import styled from '@emotion/styled';
import type { StaffSubscriber } from '@solar/shared-contracts';
import { errorMessage } from '@solar/shared-data-access';
import { Button, Dialog, space, useToast } from '@solar/shared-ui';
import { useUnsubscribeSubscriber } from '../api/unsubscribe-subscriber';
import { FormAlert } from '@solar/shared-ui/forms';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.md};
`;

/** The confirm step before unsubscribing someone who asked to stop receiving the newsletter. */
export function UnsubscribeDialog({ subscriber, onClose }: { subscriber: StaffSubscriber; onClose: () => void }) {
  const unsubscribe = useUnsubscribeSubscriber();
  const { toast } = useToast();
  const confirm = () =>
    unsubscribe.mutate(subscriber.id, {
      onSuccess: () => {
        toast({ title: `${subscriber.email} is unsubscribed` });
        onClose();
      },
    });
  return (
    <Dialog open onClose={onClose} title={`Unsubscribe ${subscriber.email}?`}>
      <p>
        Do this when they have asked to stop receiving the newsletter. They will not be in the next mailing list export.
      </p>
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

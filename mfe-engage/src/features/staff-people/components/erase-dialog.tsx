import styled from '@emotion/styled';
import { useState } from 'react';
import { type ErasurePlan, SUPPORTER_DATA_SECTIONS, type SupporterDataSection } from '@solar/shared-contracts';
import { errorMessage } from '@solar/shared-data-access';
import { Button, Dialog, space, useToast } from '@solar/shared-ui';
import { FormAlert } from '@solar/shared-ui/forms';
import { formatStaffDateTime } from '@solar/shared-format/uk-time';
import { eraseSupporter } from '../api/erase-supporter';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.md};
`;

const sections = Object.keys(SUPPORTER_DATA_SECTIONS) as SupporterDataSection[];

/** Erasure ends a running monthly gift at PayPal first (decision 078), so the admin is told before they confirm. */
function MonthlyGiftsEnd({ count }: { count: number }) {
  const gifts = count === 1 ? 'Their monthly gift' : `Their ${count} monthly gifts`;
  return (
    <>
      <h3>Monthly gifts that will be cancelled</h3>
      <p>
        {gifts} will be cancelled at PayPal first, so no more money is taken. If PayPal cannot be reached, nothing is
        erased and you can try again.
      </p>
    </>
  );
}

/**
 * The confirmation before an erasure: what goes, by section, any monthly gift PayPal will stop, and the Gift Aid
 * records HMRC makes us keep.
 */
export function EraseDialog({ plan, onClose }: { plan: ErasurePlan; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { toast } = useToast();
  const going = sections.filter((section) => plan.erased[section] > 0);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await eraseSupporter({ email: plan.email });
      toast({ title: `${plan.email} is erased`, description: 'Their address stays only so we never email it again.' });
      onClose();
    } catch (error) {
      setFailure(`Nothing was erased: ${errorMessage(error)}`);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} title={`Erase ${plan.email}?`}>
      <h3>What will go</h3>
      {going.length === 0 ? (
        <p>We hold nothing on this address.</p>
      ) : (
        <ul>
          {going.map((section) => (
            <li key={section}>
              {SUPPORTER_DATA_SECTIONS[section]}: {plan.erased[section]}
            </li>
          ))}
        </ul>
      )}
      <p>
        Gifts keep their amount and date for our accounts, without a name or address. The address stays only as a
        suppression entry, so we never email it again.
      </p>
      {plan.cancelled.monthlyGifts > 0 ? <MonthlyGiftsEnd count={plan.cancelled.monthlyGifts} /> : null}
      <h3>What must stay</h3>
      {plan.kept.giftAidDeclarations === 0 ? (
        <p>Nothing: no Gift Aid declaration is still inside HMRC’s six years.</p>
      ) : (
        <p>
          {plan.kept.giftAidDeclarations} Gift Aid declaration(s) and the {plan.kept.donations} gift(s) they cover,
          which HMRC requires us to keep
          {plan.kept.until ? ` until ${formatStaffDateTime(plan.kept.until)}` : ''}. They are marked and erased then.
        </p>
      )}
      <FormAlert message={failure} />
      <Actions>
        <Button type="button" variant="danger" disabled={busy} onClick={() => void confirm()}>
          {busy ? 'Erasing…' : 'Erase them'}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </Actions>
    </Dialog>
  );
}

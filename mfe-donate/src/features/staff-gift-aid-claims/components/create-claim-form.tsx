import styled from '@emotion/styled';
import {
  GIFT_AID_AGGREGATE_BELOW_DEFAULT,
  GIFT_AID_AGGREGATE_DESCRIPTION_MAX,
  GIFT_AID_AGGREGATE_LINE_MAX,
  type GiftAidEligibleResponse,
} from '@solar/shared-contracts';
import { Button, colors, space } from '@solar/shared-ui';
import { CheckboxField, TextField } from '@solar/shared-ui/forms';
import { useCreateClaimForm } from '../hooks/use-create-claim-form';
import type { ClaimPeriod } from '../lib/claim-period';
import { CreateClaimDialog } from './create-claim-dialog';
import { CreatedClaim } from './created-claim';

const Form = styled.form`
  display: grid;
  gap: ${space.md};
  max-width: 44rem;
  margin: ${space.lg} 0;
`;

const Hint = styled.p`
  margin: 0;
  color: ${colors.inkMuted};
`;

type CreateClaimFormProps = { period: ClaimPeriod; eligible: GiftAidEligibleResponse };

/** Administrators' part: the aggregation option, the confirm step, then the new claim (CreatedClaim). */
export function CreateClaimForm({ period, eligible }: CreateClaimFormProps) {
  const { form, review, confirming, setConfirming, created, setCreated, aggregating } = useCreateClaimForm(period);

  return (
    <>
      {created ? <CreatedClaim claim={created} /> : null}
      {eligible.donations.length > 0 ? (
        <Form aria-label="Create a claim" noValidate onSubmit={review}>
          <CheckboxField label="Aggregate small gifts" {...form.register('aggregateSmallGifts')} />
          <Hint>
            HMRC lets gifts under £{GIFT_AID_AGGREGATE_BELOW_DEFAULT} (unless the site’s setting says otherwise) from
            different donors share one line with a description instead of names, up to £
            {GIFT_AID_AGGREGATE_LINE_MAX.toLocaleString('en-GB')} a line.
          </Hint>
          {aggregating ? (
            <TextField
              label="Description of the aggregated lines"
              optional
              maxLength={GIFT_AID_AGGREGATE_DESCRIPTION_MAX}
              hint={`Up to ${GIFT_AID_AGGREGATE_DESCRIPTION_MAX} characters. Leave it blank for the site’s own, such as “Online gifts under £30”.`}
              {...form.field('aggregateDescription')}
            />
          ) : null}
          <div>
            <Button type="submit">Create claim…</Button>
          </div>
        </Form>
      ) : null}
      {confirming ? (
        <CreateClaimDialog
          request={confirming}
          eligible={eligible}
          onClose={() => setConfirming(null)}
          onCreated={(claim) => {
            setConfirming(null);
            setCreated(claim);
          }}
          onRefused={form.showServerErrors}
        />
      ) : null}
    </>
  );
}

import { GIFT_AID_SCHEDULE_ROW_LIMIT } from '@solar/shared-contracts';
import { StaffPageHeading, StaffQueryState } from '@solar/shared-ui';
import { errorMessage, useListParams } from '@solar/shared-data-access';
import { GiftAidSections } from '../../../components/gift-aid-sections';
import { useGiftAidEligible } from '../api/get-gift-aid-eligible';
import { useStaffRole } from '../api/get-staff-session';
import { type ClaimPeriod, defaultClaimPeriod, describePeriod } from '../lib/claim-period';
import { ClaimPeriodForm } from './claim-period-form';
import { CreateClaimForm } from './create-claim-form';
import { EligibleGifts } from './eligible-gifts';
import { PastClaims } from './past-claims';

const PARAM_NAMES = ['from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period in the address once staff have asked for it, so a reload or a shared link shows the same gifts. */
const chosenPeriod = ({ from, to }: Record<(typeof PARAM_NAMES)[number], string>): ClaimPeriod | null =>
  DAY.test(from) && DAY.test(to) ? { from, to } : null;

/** /staff/gift-aid/claims: the gifts a period's claim would take, creating it (administrators) with HMRC's schedule files, and past claims. */
export default function GiftAidClaimsPage() {
  const { values, page, apply, goToPage } = useListParams({ filters: PARAM_NAMES });
  const period = chosenPeriod(values);
  const eligible = useGiftAidEligible(period);
  const role = useStaffRole();

  return (
    <>
      <StaffPageHeading
        title="Gift Aid claims"
        description={`Claim Gift Aid on gifts covered by a declaration: completed, not refunded and not yet claimed. HMRC's schedule takes ${GIFT_AID_SCHEDULE_ROW_LIMIT.toLocaleString('en-GB')} lines per file, so a claim with more lines is split into several files.`}
      />
      <GiftAidSections />
      <section aria-labelledby="claim-period-heading">
        <h2 id="claim-period-heading">Choose the period</h2>
        <p>
          Days are UK days, both included. The period starts as the tax year so far (from 6 April): gifts already
          claimed are never listed again, so this finds everything still unclaimed. Choose the last complete month
          instead to claim month by month.
        </p>
        <ClaimPeriodForm
          key={period ? `${period.from}|${period.to}` : 'default'}
          value={period ?? defaultClaimPeriod()}
          onFind={(next) => apply(next)}
        />
      </section>
      {period ? (
        <section aria-labelledby="eligible-heading">
          <h2 id="eligible-heading">Gifts to claim, {describePeriod(period)}</h2>
          <StaffQueryState query={eligible} what="the eligible gifts" reason={errorMessage(eligible.error)} />
          {eligible.data ? (
            <>
              <EligibleGifts eligible={eligible.data} />
              {role === 'admin' ? (
                <CreateClaimForm key={`${period.from}|${period.to}`} period={period} eligible={eligible.data} />
              ) : (
                <p>Only administrators can create a claim.</p>
              )}
            </>
          ) : null}
        </section>
      ) : null}
      <PastClaims page={page} onPageChange={goToPage} showFiles={role === 'admin'} />
    </>
  );
}

import { lazy, Suspense, useId } from 'react';
import type { GiftAidScope } from '@solar/shared-contracts';
import { GIFT_AID_STATEMENTS } from '@solar/shared-contracts';
import { giftAidFigure } from './gift-aid-figure';
import { CheckboxField } from '@solar/shared-ui/forms';
import { GiftAidBox } from './gift-aid-styles';
import type { GiftAidFormLink } from './use-gift-aid-field';

/**
 * The scope, name and address fields arrive when the box is ticked, fetched as soon as the donor points at or
 * focuses it, so /donate's first visit stays inside its page-weight budget.
 */
const loadDetails = () => import('./gift-aid-details');
const GiftAidDetails = lazy(loadDetails);
const preloadDetails = () => void loadDetails().catch(() => undefined);

export const GIFT_AID_BOX_LABEL = 'Yes, add Gift Aid to my gift. The declaration above is true.';

/**
 * The box and the scope as the form holds them, read by the form's owner: a box ticked on the server's page before
 * the scripts arrived is in the form's values from the start (react-hook-form takes an edit made before it was
 * ready), and the owner's read sees it.
 */
export type GiftAidChoice = { wanted: boolean; scope: GiftAidScope };

type GiftAidSectionProps = GiftAidFormLink & GiftAidChoice & { amount: number; monthly?: boolean };

/**
 * Gift Aid on a donate form, as nested `giftAid.*` fields of that form: what the gift becomes, HMRC's declaration
 * (readable before the box is ticked), the box, then the scope and the donor's name and home address. Unticked at
 * first, so the prerendered page and the hydrated one are the same.
 */
export function GiftAidSection({ control, setValue, wanted, scope, amount, monthly = false }: GiftAidSectionProps) {
  const legendId = useId();
  const figureId = useId();
  const box = control.register('giftAid.wanted');
  const statements = [
    GIFT_AID_STATEMENTS.taxpayer,
    GIFT_AID_STATEMENTS.shortfall,
    GIFT_AID_STATEMENTS.otherTaxes,
    GIFT_AID_STATEMENTS.rate,
    GIFT_AID_STATEMENTS.scope[scope],
    GIFT_AID_STATEMENTS.changes,
  ];

  return (
    <GiftAidBox aria-labelledby={legendId}>
      <legend id={legendId}>Gift Aid: UK taxpayers can add 25%</legend>
      <p className="figure" id={figureId}>
        {giftAidFigure(amount, monthly)}
      </p>
      <ul aria-label="Gift Aid declaration">
        {statements.map((statement) => (
          <li key={statement}>{statement}</li>
        ))}
      </ul>
      <CheckboxField
        label={GIFT_AID_BOX_LABEL}
        aria-describedby={figureId}
        onPointerEnter={preloadDetails}
        onFocus={preloadDetails}
        {...box}
      />
      {wanted ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <GiftAidDetails control={control} setValue={setValue} monthly={monthly} />
        </Suspense>
      ) : null}
    </GiftAidBox>
  );
}

import { useState } from 'react';
import { Link, useParams } from '@solar/shared-routing';
import styled from '@emotion/styled';
import { ApiError, errorMessage } from '@solar/shared-data-access';
import { Button, colors, space, StaffPageHeading, StaffQueryState, useDocumentTitle } from '@solar/shared-ui';
import { parseId } from '@solar/shared-contracts';
import { useGiftAidDeclaration } from '../api/get-gift-aid-declaration';
import { CancelDeclarationDialog } from './cancel-declaration-dialog';
import { DeclarationChangeForm } from './declaration-change-form';
import { DeclarationDetails } from './declaration-details';
import { DeclarationStatusBadge, declarantName } from './declaration-labels';

const Links = styled.p`
  margin: 0 0 ${space.lg};
  a {
    color: ${colors.sky};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const BackLink = () => (
  <Links>
    {' '}
    <Link to="/staff/gift-aid">Back to declarations</Link>{' '}
  </Links>
);

/** /staff/gift-aid/declarations/:id: one declaration's audit trail, a reported change of name or address, or its cancellation. */
export default function GiftAidDeclarationPage() {
  const id = parseId(useParams()['id']);
  const declaration = useGiftAidDeclaration(id);
  const [cancelling, setCancelling] = useState(false);
  useDocumentTitle(
    declaration.data
      ? `Gift Aid: ${declarantName(declaration.data)} · Back office`
      : 'Gift Aid declaration · Back office',
  );

  if (id === null || (declaration.error instanceof ApiError && declaration.error.status === 404)) {
    return (
      <>
        {' '}
        <StaffPageHeading title="Declaration not found" description="No Gift Aid declaration has this address." />{' '}
        <BackLink />{' '}
      </>
    );
  }
  const data = declaration.data;
  return (
    <>
      <StaffPageHeading
        title={data ? `Gift Aid declaration: ${declarantName(data)}` : 'Gift Aid declaration'}
        description={data ? <DeclarationStatusBadge declaration={data} /> : undefined}
      />
      <BackLink />
      <StaffQueryState query={declaration} what="the declaration" reason={errorMessage(declaration.error)} />
      {data ? <DeclarationDetails declaration={data} /> : null}
      {data && !data.cancelledAt ? (
        <>
          <DeclarationChangeForm key={data.id} declaration={data} />
          <section aria-labelledby="declaration-cancel-heading">
            <h2 id="declaration-cancel-heading">Cancel the declaration</h2>
            <p>
              When the donor asks to cancel, or tells you they no longer pay enough UK tax. Gifts made before stay
              covered.
            </p>
            <Button type="button" variant="danger" onClick={() => setCancelling(true)}>
              Cancel declaration…
            </Button>
          </section>
        </>
      ) : null}
      {data && data.cancelledAt ? (
        <p>
          This declaration is cancelled, so it cannot be changed. Gifts made before it was cancelled can still be
          claimed.
        </p>
      ) : null}
      {data && cancelling ? <CancelDeclarationDialog declaration={data} onClose={() => setCancelling(false)} /> : null}
    </>
  );
}

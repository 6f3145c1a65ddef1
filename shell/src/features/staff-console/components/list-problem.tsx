import { errorMessage } from '@solar/shared-data-access';
import { Button, PageShown } from '@solar/shared-ui';
import { FormAlert } from '@solar/shared-ui/forms';

/** A list that could not be loaded: the server's reason and a retry. */
export function ListProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <>
      <PageShown />
      <FormAlert message={`The list could not be loaded: ${errorMessage(error)}`} />
      <Button type="button" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </>
  );
}

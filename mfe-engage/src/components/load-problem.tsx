import { errorMessage } from '@solar/shared-data-access';
import { Button, PageShown } from '@solar/shared-ui';
import { FormAlert } from '@solar/shared-ui/forms';

/** A staff list or record that could not be loaded: the server's reason and a retry. */
export function LoadProblem({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <>
      <PageShown />
      <FormAlert message={`${what} could not be loaded: ${errorMessage(error)}`} />
      <Button type="button" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </>
  );
}

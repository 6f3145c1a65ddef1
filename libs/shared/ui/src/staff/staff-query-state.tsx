import { Button } from '../components/button';
import { PageShown } from '../components/page-shown';
import { FormAlert } from '../forms/form-alert';

/** What of a data query the state needs: react-query's result has all of it. */
export type StaffQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };

export type StaffQueryStateProps = {
  query: StaffQuery;
  /** What is being read, as a sentence names it: "the messages", "the declaration". */
  what: string;
  /**
   * Why it could not be read, in words (`errorMessage(query.error)` from the caller's own data-access: this library is
   * the shell's copy, so an error class of a remote's bundle is not one it could recognise).
   */
  reason: string;
};

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * A staff page's data while it loads ("Loading the messages…", announced politely), or why it could not be read with
 * a way to try again; nothing once it has been read. The one wording of every list and record in the back office.
 */
export function StaffQueryState({ query, what, reason }: StaffQueryStateProps) {
  if (query.isPending) return <p role="status">Loading {what}…</p>;
  if (!query.isError) return null;
  return (
    <>
      <PageShown />
      <FormAlert message={`${capitalised(what)} could not be loaded: ${reason}`} />
      <Button type="button" variant="outline" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </>
  );
}

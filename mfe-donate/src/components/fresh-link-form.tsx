import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FreshLinkRequest, FreshLinkResponse } from '@solar/shared-contracts';
import { errorMessage } from '@solar/shared-data-access';
import { Button, space } from '@solar/shared-ui';
import { FormAlert, TextField } from '@solar/shared-ui/forms';

type FreshLinkFormProps = {
  /** The manage-monthly-gift feature's client for POST /api/monthly-gift/manage/fresh-link (decision 080). */
  request: (request: FreshLinkRequest) => Promise<FreshLinkResponse>;
  headingLevel?: 2 | 3;
};

/**
 * "Email me a fresh link" (issue 28): on /donate and on the manage page. Its answer is the same for every address,
 * so it never tells anyone whether an address gives monthly.
 */
export function FreshLinkForm({ request, headingLevel = 2 }: FreshLinkFormProps) {
  const [email, setEmail] = useState('');
  const send = useMutation({ mutationFn: request });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) send.mutate({ email: email.trim() });
  };
  return (
    <form
      aria-labelledby="fresh-link-heading"
      noValidate
      onSubmit={submit}
      css={{ display: 'grid', gap: space.sm, maxWidth: '36rem' }}
    >
      <Heading id="fresh-link-heading" css={{ margin: 0 }}>
        Email me a fresh link
      </Heading>
      <p css={{ margin: 0 }}>
        Give monthly already? Enter the email address your gift is linked to and we will send you a link to change,
        pause or cancel it yourself.
      </p>
      <TextField
        label="The address your monthly gift is linked to"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" variant="outline" disabled={send.isPending || !email.trim()} css={{ justifySelf: 'start' }}>
        {send.isPending ? 'Sending…' : 'Email me a fresh link'}
      </Button>
      {/* Drawn only when there is something to say: the donate page's own status and alert stay the only ones. */}
      {send.isSuccess ? (
        <p role="status" css={{ margin: 0, fontWeight: 600 }}>
          {send.data.message}
        </p>
      ) : null}
      {send.isError ? <FormAlert message={errorMessage(send.error, 'Please try again in a minute.')} /> : null}
    </form>
  );
}

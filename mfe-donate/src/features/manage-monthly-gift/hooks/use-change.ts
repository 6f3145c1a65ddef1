import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ManagedMonthlyGift } from '@solar/shared-contracts';
import { errorMessage } from '@solar/shared-data-access';
import type { useManagedGift } from './use-managed-gift';

export type ManagedGiftPage = ReturnType<typeof useManagedGift>;

/** One change from the page: the next link and the gift as it is now, or why it was refused. */
export function useChange<Request, Answer extends ManagedMonthlyGift = ManagedMonthlyGift>(
  call: (request: Request) => Promise<Answer>,
  page: ManagedGiftPage,
  done: string | ((request: Request, gift: Answer) => string),
) {
  const [said, setSaid] = useState('');
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: (gift, request) => {
      setSaid(typeof done === 'string' ? done : done(request, gift));
      page.changed(gift);
    },
    onError: (error) => {
      setSaid('');
      page.refused(error);
    },
  });
  return { ...mutation, said, problem: mutation.isError ? errorMessage(mutation.error) : null };
}

import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeRequest, UnsubscribeResponse } from '@solar/shared-contracts';
import { unsubscribeFromNewsletter } from '../api/unsubscribe-api';

export function useUnsubscribe() {
  return useMutation<UnsubscribeResponse, Error, UnsubscribeRequest>({ mutationFn: unsubscribeFromNewsletter });
}

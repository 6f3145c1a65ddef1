import { useMutation } from '@tanstack/react-query';
import type { ContactMessageRequest } from '@solar/shared-contracts';
import { sendContactMessage } from '../api/contact-api';

export function useSendContactMessage() {
  return useMutation<void, Error, ContactMessageRequest>({ mutationFn: sendContactMessage });
}

import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscribeRequest, NewsletterSignUpResponse } from '@solar/shared-contracts';
import { subscribeToNewsletter } from '../api/newsletter-api';

export function useSubscribeNewsletter() {
  return useMutation<NewsletterSignUpResponse, Error, NewsletterSubscribeRequest>({
    mutationFn: subscribeToNewsletter,
  });
}

import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscribeRequest, NewsletterSubscriptionResponse } from '@solar/shared-contracts';
import { subscribeToNewsletter } from '../api/newsletter-api';

export function useSubscribeNewsletter() {
  return useMutation<NewsletterSubscriptionResponse, Error, NewsletterSubscribeRequest>({
    mutationFn: subscribeToNewsletter,
  });
}

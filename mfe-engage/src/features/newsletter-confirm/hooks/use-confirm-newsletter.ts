import { useMutation } from '@tanstack/react-query';
import type { NewsletterConfirmRequest, NewsletterConfirmResponse } from '@solar/shared-contracts';
import { confirmNewsletterSignUp } from '../api/newsletter-confirm-api';

export function useConfirmNewsletter() {
  return useMutation<NewsletterConfirmResponse, Error, NewsletterConfirmRequest>({
    mutationFn: confirmNewsletterSignUp,
  });
}

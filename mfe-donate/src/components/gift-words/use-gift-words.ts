import type { SiteForm } from '@solar/shared-data-access';
import { giftWordsRequest, type GiftWordsFields } from './gift-words-form';

/**
 * The donor's words as both donate forms hold them: the group's fields, what the request carries, and a check that
 * moves focus to the first refused one. `site` is a donate form, whose fields include GiftWordsFields.
 */
export function useGiftWords<T extends GiftWordsFields>(site: SiteForm<T>) {
  const form = site as unknown as SiteForm<GiftWordsFields>;
  const message = form.watch('message') ?? '';
  const showName = form.watch('showName') ?? false;
  const displayName = form.watch('displayName') ?? '';
  return {
    /** The gift-words group's fields: the message, the box to show a name, and the name to show. */
    words: {
      message: form.field('message'),
      displayName: form.field('displayName'),
      showName: form.field('showName'),
      messageValue: message,
      showingName: showName,
    },
    /** What the request carries of the donor's words. */
    wordsRequest: giftWordsRequest({ message, displayName, showName }),
    /** Checks the message and, when shown, the name (focus to the first problem); false when one is refused. */
    wordsReady: () =>
      form.trigger(showName ? ['message', 'displayName'] : ['message'], {
        shouldFocus: true,
      }),
  };
}

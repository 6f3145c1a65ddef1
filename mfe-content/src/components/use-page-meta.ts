import { useEffect } from 'react';
import { CHARITY_NAME } from '@solar/shared-ui';

type PageMeta = {
  /** Replaces the content of `<meta name="description">` while the page is shown. */
  description: string;
  /**
   * Optional tab title (without the site name). The shell already titles every route; pass this only to refine it,
   * for example with an article's own title.
   */
  title?: string;
};

/**
 * Sets the page's meta description (and optionally a more specific tab title) on mount, restoring the previous
 * description when the page goes away. The shell's index.html has the tag; it is created if missing. Only a page
 * that describes itself from its data (an article) needs it: the shell sets every other page's head from the page
 * registry (decision 041).
 */
export function usePageMeta({ description, title }: PageMeta) {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (!meta) return;
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);

  useEffect(() => {
    if (!title) return undefined;
    const full = `${title} | ${CHARITY_NAME}`;
    document.title = full;
    // The shell sets the route's own title in a parent effect, which runs after this one: apply ours again after it.
    const timer = setTimeout(() => {
      document.title = full;
    }, 0);
    return () => clearTimeout(timer);
  }, [title]);
}

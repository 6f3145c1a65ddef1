import { useEffect } from 'react';

/**
 * Keeps `<meta name="robots" content="noindex">` in the head exactly while a noindex route is shown. The shell's
 * server writes it into such a page's HTML; this covers arriving there, or leaving, inside the app.
 */
export function useNoindex(noindex: boolean) {
  useEffect(() => {
    if (!noindex) return undefined;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      meta.content = 'noindex';
      document.head.appendChild(meta);
    }
    const added = meta;
    return () => added.remove();
  }, [noindex]);
}

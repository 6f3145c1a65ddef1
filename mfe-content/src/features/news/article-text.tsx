import { lazy, type LazyExoticComponent, type ReactNode } from 'react';
import { loadBlogText } from '@solar/content-data';

function paragraphsView(paragraphs: readonly string[]) {
  return function Paragraphs() {
    return paragraphs.map((paragraph) =>
      paragraph.startsWith('## ') ? <h2 key={paragraph}>{paragraph.slice(3)}</h2> : <p key={paragraph}>{paragraph}</p>,
    );
  };
}

const views = new Map<number, LazyExoticComponent<() => ReactNode>>();

/**
 * An article's paragraphs, from its own chunk. On a prerendered page the text is already there: hydration leaves it
 * in place until the chunk arrives (the shell's server preloads it), then takes it over.
 */
export function ArticleText({ id }: { id: number }) {
  let View = views.get(id);
  if (!View) {
    View = lazy(async () => ({ default: paragraphsView(await loadBlogText(id)) }));
    views.set(id, View);
  }
  return <View />;
}

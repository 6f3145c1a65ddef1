import { ArticleEditor } from './article-editor';

/** /staff/articles/new: a blank editor; the first save creates the draft and moves to its own address. */
export default function NewArticlePage() {
  return <ArticleEditor article={null} />;
}

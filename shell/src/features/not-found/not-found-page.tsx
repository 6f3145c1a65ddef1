import { useDocumentTitle } from '@solar/shared-ui';
export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return <h1>404 Page Not Found</h1>;
}

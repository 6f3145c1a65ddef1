import type { ArticleImageUploadResponse } from '@solar/shared-contracts';
import { ApiError, throwIfNotOk } from '@solar/shared-data-access';
import { STAFF_SIGNED_OUT_EVENT } from '@solar/shared-contracts';

/**
 * POST /api/staff/article-images with the file's bytes as the body. The API judges the type from the bytes, so the
 * file is sent as plain bytes whatever it is called.
 */
export async function uploadArticleImage(file: Blob): Promise<ArticleImageUploadResponse> {
  const response = await fetch('/api/staff/article-images', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/octet-stream', Accept: 'application/json' },
    body: file,
  });
  try {
    await throwIfNotOk(response);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) window.dispatchEvent(new Event(STAFF_SIGNED_OUT_EVENT));
    throw error;
  }
  return (await response.json()) as ArticleImageUploadResponse;
}

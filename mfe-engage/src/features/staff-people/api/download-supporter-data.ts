import { STAFF_SIGNED_OUT_EVENT, type SupporterDataRequest } from '@solar/shared-contracts';
import { ApiError } from '@solar/shared-data-access';

export const SUPPORTER_DATA_FORMATS = {
  json: { url: '/api/staff/supporter-data/file', extension: 'json' },
  html: { url: '/api/staff/supporter-data/summary', extension: 'html' },
} as const;
export type SupporterDataFormat = keyof typeof SUPPORTER_DATA_FORMATS;

/** The file's name: the date and the format, never the person's address (it may be seen in a downloads list). */
export const supporterDataFileName = (format: SupporterDataFormat, now = new Date()) =>
  `supporter-data-${now.toISOString().slice(0, 10)}.${SUPPORTER_DATA_FORMATS[format].extension}`;

const refusal = async (response: Response) => new ApiError(response.status, await response.text());

/**
 * POST /api/staff/supporter-data/file or /summary: the person's data as a file, fetched with the session (the
 * address goes in the body, never in a URL) and saved through a temporary object URL.
 */
export async function downloadSupporterData(format: SupporterDataFormat, request: SupporterDataRequest): Promise<void> {
  const response = await fetch(SUPPORTER_DATA_FORMATS[format].url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: format === 'json' ? 'application/json' : 'text/html' },
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    if (response.status === 401) window.dispatchEvent(new Event(STAFF_SIGNED_OUT_EVENT));
    throw await refusal(response);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = supporterDataFileName(format);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

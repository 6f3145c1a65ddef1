import { useSearchParams } from '@solar/shared-routing';

const MAX_SUBJECT_LENGTH = 120;

/** The enquiry subject another page passed as `?subject=`, tidied; null when absent or blank. */
export function useEnquirySubject(): string | null {
  const [searchParams] = useSearchParams();
  const subject = searchParams.get('subject')?.replace(/\s+/g, ' ').trim();
  if (!subject) return null;
  return subject.length > MAX_SUBJECT_LENGTH ? `${subject.slice(0, MAX_SUBJECT_LENGTH - 1)}…` : subject;
}

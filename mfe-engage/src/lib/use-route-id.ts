import { useParams } from '@solar/shared-routing';

/** The route's :id as a positive whole number, or null when the address holds something else. */
export function useRouteId(): number | null {
  const { id } = useParams();
  return id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

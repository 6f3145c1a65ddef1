import { parseId, type DonationListQuery, type DonationStatus } from '@solar/shared-contracts';
import { useListParams } from '@solar/shared-data-access';

export const DONATION_FILTER_NAMES = ['q', 'status', 'projectId', 'from', 'to'] as const;
export type DonationFilterName = (typeof DONATION_FILTER_NAMES)[number];

const projectFilterOf = (value: string): DonationListQuery['projectId'] =>
  value === 'general' ? 'general' : (parseId(value) ?? undefined);

/** The donations list's filters from the address, as the API takes them (page included). */
export function useDonationFilters() {
  const params = useListParams({ filters: DONATION_FILTER_NAMES });
  const { q, status, projectId, from, to } = params.values;
  const filters: Omit<DonationListQuery, 'page' | 'pageSize'> = {
    q: q || undefined,
    status: (status || undefined) as DonationStatus | undefined,
    projectId: projectFilterOf(projectId),
    from: from || undefined,
    to: to || undefined,
  };
  return { ...params, filters };
}

import type { GiftAidDeclarationStatus, GiftAidScope, StaffGiftAidDeclaration } from '@solar/shared-contracts';
import { StatusBadge } from '@solar/shared-ui';

export const DECLARATION_STATUS_LABELS: Record<GiftAidDeclarationStatus, string> = {
  active: 'Active',
  cancelled: 'Cancelled',
};

export const SCOPE_LABELS: Record<GiftAidScope, string> = {
  'this-gift': 'This gift only',
  enduring: 'Past four years and future gifts',
};

export const statusOf = (declaration: StaffGiftAidDeclaration): GiftAidDeclarationStatus =>
  declaration.cancelledAt ? 'cancelled' : 'active';

/** "Mrs Amina Khan": the name as HMRC's schedule will carry it. */
export const declarantName = (declaration: Pick<StaffGiftAidDeclaration, 'title' | 'firstName' | 'lastName'>) =>
  [declaration.title, declaration.firstName, declaration.lastName].filter(Boolean).join(' ');

export function DeclarationStatusBadge({ declaration }: { declaration: StaffGiftAidDeclaration }) {
  const status = statusOf(declaration);
  return <StatusBadge label={DECLARATION_STATUS_LABELS[status]} tone={status === 'active' ? 'success' : 'neutral'} />;
}

import type { EntityManager } from 'typeorm';
import type { GiftAidDeclarationRequest } from '@solar/shared-contracts';
import { GiftAidDeclaration } from './gift-aid-declaration.entity';

/**
 * Stores the declaration a donor made with a gift, inside the caller's transaction (the one that records the gift),
 * so a gift is never stored without the declaration it came with, nor a declaration without its gift. The request
 * was validated and normalised by GiftAidDeclarationDto. Returns the declaration's id.
 */
export async function recordDeclaration(
  manager: EntityManager,
  request: GiftAidDeclarationRequest,
  donorEmail: string | null,
  declaredAt = Date.now(),
): Promise<number> {
  const { identifiers } = await manager.insert(GiftAidDeclaration, {
    title: request.title ?? null,
    firstName: request.firstName,
    lastName: request.lastName,
    houseNameOrNumber: request.houseNameOrNumber,
    postcode: request.postcode,
    donorEmail,
    scope: request.scope,
    wordingVersion: request.wordingVersion,
    declaredAt,
    cancelledAt: null,
    staffNote: null,
  });
  return Number(identifiers[0]?.['id']);
}

/** Whether a declaration linked to a gift still covers a payment at `paidAt`: it was not cancelled before then. */
export function inForceAt(declaration: Pick<GiftAidDeclaration, 'cancelledAt'>, paidAt: number): boolean {
  return declaration.cancelledAt === null || declaration.cancelledAt > paidAt;
}

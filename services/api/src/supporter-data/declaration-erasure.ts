import { Brackets, type EntityManager } from 'typeorm';
import { GiftAidClaimLine } from '../gift-aid/gift-aid-claim-line.entity';
import { GiftAidDeclaration } from '../gift-aid-declarations/gift-aid-declaration.entity';
import { Donation } from '../payments/donation.entity';

/** What an erased declaration's required fields hold instead of the person's. */
export const ERASED = 'Erased';

/** A declaration with something of its person left on it (`alias.` prefixes the columns in a SELECT). */
export function notYetErased(alias = ''): Brackets {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return new Brackets((where) =>
    where
      .where(`${column('firstName')} <> :erased`, { erased: ERASED })
      .orWhere(`${column('lastName')} <> :erased`)
      .orWhere(`${column('houseNameOrNumber')} <> ''`)
      .orWhere(`${column('postcode')} <> ''`),
  );
}

/**
 * One Gift Aid declaration's person erased, by the erasure (decision 070) and the retention pass (decision 076)
 * alike: name "Erased", address blank, in one conditional UPDATE, so two replicas racing erase it once. The claim
 * lines that copied it lose the same fields but keep their amounts, so every claim still adds up, and the gifts it
 * covers lose any name or address left on them. `marks` are stored with it (the erasure's request time). Answers 1
 * when this call erased it, 0 when it was already erased.
 */
export async function eraseDeclarationPerson(
  manager: EntityManager,
  declaration: GiftAidDeclaration,
  marks: Pick<Partial<GiftAidDeclaration>, 'erasureRequestedAt'> = {},
): Promise<number> {
  const result = await manager
    .createQueryBuilder()
    .update(GiftAidDeclaration)
    .set({
      title: null,
      firstName: ERASED,
      lastName: ERASED,
      houseNameOrNumber: '',
      postcode: '',
      donorEmail: null,
      staffNote: null,
      ...marks,
    })
    .where('id = :id', { id: declaration.id })
    .andWhere(notYetErased())
    .execute();
  if (result.affected !== 1) return 0;
  const { firstName, lastName, houseNameOrNumber, postcode } = declaration;
  await manager.update(
    GiftAidClaimLine,
    { firstName, lastName, houseNameOrNumber, postcode },
    { title: '', firstName: ERASED, lastName: ERASED, houseNameOrNumber: '', postcode: '' },
  );
  await manager.update(
    Donation,
    { giftAidDeclarationId: declaration.id },
    { donorName: null, donorEmail: null, displayName: null, isAnonymous: true },
  );
  return 1;
}

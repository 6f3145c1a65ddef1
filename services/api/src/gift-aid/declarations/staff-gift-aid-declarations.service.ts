import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { normaliseUkPostcode, type Page, type StaffGiftAidDeclaration } from '@solar/shared-contracts';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { pageOf, searchOf, toPage } from '../../kit/dto/page-query.dto';
import { whereEpochInUkDays } from '../../kit/dto/uk-day-range.dto';
import { type AuditActor, AuditLog } from '../../audit';
import { containsPattern } from '../../database/contains-search';
import { Donation } from '../../payments/donation.entity';
import { runInTransaction } from '../../database/transactions';
import { GiftAidDeclaration } from '../../gift-aid-declarations/gift-aid-declaration.entity';
import type { DeclarationListQueryDto } from './dto/declaration-list-query.dto';
import type { UpdateGiftAidDeclarationDto } from './dto/update-gift-aid-declaration.dto';

export const ALREADY_CANCELLED_MESSAGE = 'This declaration is already cancelled';

const SEARCHED_COLUMNS = [
  'declaration.firstName',
  'declaration.lastName',
  'declaration.postcode',
  'declaration.donorEmail',
] as const;
const DETAIL_FIELDS = ['title', 'firstName', 'lastName', 'houseNameOrNumber', 'postcode'] as const;

type DeclarationChange = Partial<
  Pick<GiftAidDeclaration, (typeof DETAIL_FIELDS)[number] | 'cancelledAt' | 'staffNote'>
>;

export const declarationNotFound = (id: number) => new NotFoundException(`No Gift Aid declaration has id ${id}`);

const iso = (epochMs: number | null): string | null => (epochMs === null ? null : new Date(epochMs).toISOString());

export function toStaffDeclaration(row: GiftAidDeclaration, donationCount: number): StaffGiftAidDeclaration {
  return {
    id: row.id,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    houseNameOrNumber: row.houseNameOrNumber,
    postcode: row.postcode,
    donorEmail: row.donorEmail,
    scope: row.scope,
    wordingVersion: row.wordingVersion,
    declaredAt: new Date(row.declaredAt).toISOString(),
    cancelledAt: iso(row.cancelledAt),
    staffNote: row.staffNote,
    donationCount,
  };
}

/** The name and address fields the request changes, the cancellation, and the note. */
function changesOf(row: GiftAidDeclaration, dto: UpdateGiftAidDeclarationDto, now: number): DeclarationChange {
  const changes: DeclarationChange = {};
  for (const field of DETAIL_FIELDS) {
    const value = dto[field];
    if (value !== undefined && value !== row[field]) Object.assign(changes, { [field]: value });
  }
  if (dto.cancel === true) changes.cancelledAt = now;
  if (Object.keys(changes).length > 0 || dto.staffNote !== row.staffNote) changes.staffNote = dto.staffNote;
  return changes;
}

/**
 * The back office's declarations: the audit trail HMRC asks for, searched and read, with the changes a donor
 * reports (name, address) and cancellations recorded with a note and an audit row. A cancellation covers gifts
 * from then on: gifts already made under the declaration stay linked and claimable.
 */
@Injectable()
export class StaffGiftAidDeclarationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** Newest first, optionally active or cancelled only, searched over names, postcode and email. */
  async list(query: DeclarationListQueryDto): Promise<Page<StaffGiftAidDeclaration>> {
    const { skip, pageSize } = pageOf(query);
    const select = this.dataSource
      .getRepository(GiftAidDeclaration)
      .createQueryBuilder('declaration')
      .orderBy('declaration.declaredAt', 'DESC')
      .addOrderBy('declaration.id', 'DESC');
    if (query.status === 'active') select.andWhere('declaration.cancelledAt IS NULL');
    if (query.status === 'cancelled') select.andWhere('declaration.cancelledAt IS NOT NULL');
    whereEpochInUkDays(select, 'declaration.declaredAt', query);
    const q = searchOf(query);
    if (q) {
      // A postcode typed without its space ("b32rt") finds the stored "B3 2RT".
      const postcode = normaliseUkPostcode(q);
      const where = SEARCHED_COLUMNS.map((column) => `${column} LIKE :pattern ESCAPE '!'`).join(' OR ');
      select.andWhere(postcode ? `(${where} OR declaration.postcode = :postcode)` : `(${where})`, {
        pattern: containsPattern(q),
        postcode,
      });
    }
    const [rows, total] = await select.skip(skip).take(pageSize).getManyAndCount();
    const counts = await this.donationCounts(
      this.dataSource.manager,
      rows.map((row) => row.id),
    );
    return toPage(
      rows.map((row) => toStaffDeclaration(row, counts.get(row.id) ?? 0)),
      total,
      query,
    );
  }

  async get(id: number): Promise<StaffGiftAidDeclaration> {
    return this.read(this.dataSource.manager, id);
  }

  /**
   * A reported change and/or a cancellation, with the note and an audit row (before and after) in one transaction.
   * Cancelling twice is a 409; a request that changes nothing writes nothing.
   */
  update(id: number, dto: UpdateGiftAidDeclarationDto, actor: AuditActor): Promise<StaffGiftAidDeclaration> {
    return runInTransaction(this.dataSource, async (manager) => {
      const row = await manager.findOneBy(GiftAidDeclaration, { id });
      if (!row) throw declarationNotFound(id);
      if (dto.cancel === true && row.cancelledAt !== null) throw new ConflictException(ALREADY_CANCELLED_MESSAGE);
      const changes = changesOf(row, dto, Date.now());
      if (Object.keys(changes).length === 0) return this.read(manager, id);
      // A cancellation is conditional on the row being in force still, so two people cancelling at once cannot both succeed.
      const result = await manager.update(
        GiftAidDeclaration,
        changes.cancelledAt !== undefined ? { id, cancelledAt: IsNull() } : { id },
        changes,
      );
      if (result.affected === 0) throw new ConflictException(ALREADY_CANCELLED_MESSAGE);
      const before = Object.fromEntries(
        Object.keys(changes).map((key) => [key, row[key as keyof DeclarationChange] ?? null]),
      );
      const action = changes.cancelledAt !== undefined ? 'gift-aid-declaration.cancel' : 'gift-aid-declaration.change';
      await this.audit.record(
        { actor, action, entityType: 'gift-aid-declaration', entityId: id, before, after: changes },
        manager,
      );
      return this.read(manager, id);
    });
  }

  private async read(manager: EntityManager, id: number): Promise<StaffGiftAidDeclaration> {
    const row = await manager.findOneBy(GiftAidDeclaration, { id });
    if (!row) throw declarationNotFound(id);
    const counts = await this.donationCounts(manager, [id]);
    return toStaffDeclaration(row, counts.get(id) ?? 0);
  }

  private async donationCounts(manager: EntityManager, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows: { id: number | string; count: number | string }[] = await manager
      .createQueryBuilder(Donation, 'donation')
      .select('donation.giftAidDeclarationId', 'id')
      .addSelect('COUNT(*)', 'count')
      .where('donation.giftAidDeclarationId IN (:...ids)', { ids })
      .groupBy('donation.giftAidDeclarationId')
      .getRawMany();
    return new Map(rows.map((row) => [Number(row.id), Number(row.count)]));
  }
}

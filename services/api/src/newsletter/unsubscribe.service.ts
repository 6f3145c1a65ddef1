import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { UnsubscribeResponse } from '@solar/shared-contracts';
import type { Repository } from 'typeorm';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail-config';
import { subscriberIdOf, unsubscribeTokenMatches } from '../mail/unsubscribe-token';
import { Newsletter } from './newsletter.entity';

export const MALFORMED_TOKEN_MESSAGE = 'This unsubscribe link is incomplete: please use the whole link from the email';
/** One answer for an unknown subscriber and a wrong signature, so ids cannot be probed. */
export const UNKNOWN_TOKEN_MESSAGE = 'This unsubscribe link is not one of ours, or it was changed';

/**
 * Unsubscribes the subscriber a signed link names (RFC 8058: the link alone identifies the recipient). The row
 * stays as suppression: isActive false, names erased, the address and the objection's time kept. Idempotent; sends nothing, audits nothing.
 */
@Injectable()
export class UnsubscribeService {
  constructor(
    @InjectRepository(Newsletter) private readonly subscribers: Repository<Newsletter>,
    @Inject(MAIL_CONFIG) private readonly mail: MailConfig,
  ) {}

  async unsubscribe(token: string): Promise<UnsubscribeResponse> {
    const id = subscriberIdOf(token);
    if (id === null) throw new BadRequestException(MALFORMED_TOKEN_MESSAGE);
    const row = await this.subscribers.findOneBy({ id });
    if (!row || !unsubscribeTokenMatches(this.mail.unsubscribeSecret, token, id, row.email))
      throw new NotFoundException(UNKNOWN_TOKEN_MESSAGE);
    if (row.isActive) {
      const objection = { objectedAt: new Date(), objectionChannel: 'link' as const };
      await this.subscribers.update({ id }, { isActive: false, firstName: null, lastName: null, ...objection });
    } else if (row.firstName !== null || row.lastName !== null) {
      await this.subscribers.update({ id }, { firstName: null, lastName: null });
    }
    return { unsubscribed: true };
  }
}

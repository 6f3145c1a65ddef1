import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { Outbox } from '../mail/outbox.service';
import { Project } from '../projects/project.entity';
import { manageLinkFor, monthlyGiftFacts } from '../subscriptions/monthly-gift-email-data';
import { Subscription } from '../subscriptions/subscription.entity';
import { manageLinkExpiry } from '../mail/manage-token';

/**
 * "Email me a fresh link" (decision 055). The request is answered before anything is looked up, the same way for
 * every address, and the look-up and the email happen afterwards, off the request: the answer, its timing and its
 * status say nothing about whether the address has a gift. A fresh link does not spend older ones (only a change
 * does), so nobody can stop a donor's link from working by asking for another. One email per gift per minute at most.
 */
@Injectable()
export class FreshLinkService {
  private readonly logger = new Logger(FreshLinkService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** Queues the work and returns at once; failures are logged without the address. */
  request(email: string): void {
    setImmediate(() => {
      this.send(email).catch((error: unknown) =>
        this.logger.error(
          `A fresh manage link could not be queued: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    });
  }

  /** Queues a link email for each live monthly gift of the address. Exposed for tests. */
  async send(email: string, now = Date.now()): Promise<number> {
    const gifts = await this.dataSource.getRepository(Subscription).find({
      where: { donorEmail: email.trim().toLowerCase(), status: In(['active', 'suspended']) },
    });
    for (const gift of gifts) {
      const project =
        gift.projectId === null
          ? null
          : await this.dataSource
              .getRepository(Project)
              .findOne({ where: { id: gift.projectId }, select: { id: true, title: true } });
      await this.outbox.enqueue(
        this.dataSource.manager,
        {
          event: `monthly-gift-link:${gift.id}:${Math.floor(now / 60_000)}`,
          template: 'monthly-gift-link',
          to: gift.donorEmail as string,
          data: {
            ...monthlyGiftFacts(gift, project?.title ?? null),
            manageLink: manageLinkFor(gift, manageLinkExpiry(now)),
          },
        },
        now,
      );
    }
    if (gifts.length > 0) this.logger.log(`Queued fresh manage links for ${gifts.length} monthly gift(s)`);
    return gifts.length;
  }
}

import { ConflictException } from '@nestjs/common';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import type { Outbox, QueuedEmail } from '../mail/outbox.service';
import type { NewsletterSubscribeDto } from './dto/newsletter-subscribe.dto';
import { Newsletter } from './newsletter.entity';
import { ALREADY_SUBSCRIBED_MESSAGE, NewsletterService } from './newsletter.service';

describe('NewsletterService', () => {
  const insert = jest.fn();
  const reactivate = jest.fn();
  const findOneByOrFail = jest.fn();
  const builder = { update: () => builder, set: () => builder, where: () => builder, execute: reactivate };
  const manager = {
    createQueryBuilder: () => builder,
    create: (_entity: unknown, values: Partial<Newsletter>) => Object.assign(new Newsletter(), values),
    insert,
    findOneByOrFail,
  } as unknown as EntityManager;
  const dataSource = {
    options: { type: 'better-sqlite3' },
    transaction: (work: (manager: EntityManager) => Promise<unknown>) => work(manager),
  } as unknown as DataSource;
  const queued: QueuedEmail<never>[] = [];
  const outbox = {
    enqueue: async (_manager: EntityManager, email: QueuedEmail<never>) => void queued.push(email),
  } as unknown as Outbox;
  const service = new NewsletterService(dataSource, outbox);
  const dto = { email: 'amina@example.org', isActive: false, consentGiven: true } as NewsletterSubscribeDto;

  beforeEach(() => {
    queued.splice(0);
    reactivate.mockResolvedValue({ affected: 0 });
  });

  it('inserts one active row with the default source, answers it and queues a welcome', async () => {
    insert.mockImplementationOnce(async (_entity: unknown, row: Newsletter) =>
      Object.assign(row, { id: 3, createdAt: new Date('2026-01-02T03:04:05Z') }),
    );
    await expect(service.subscribe(dto)).resolves.toEqual({
      id: 3,
      email: 'amina@example.org',
      firstName: null,
      lastName: null,
      isActive: true,
      subscriptionSource: 'website',
      consentGiven: true,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(insert).toHaveBeenCalledTimes(1);
    expect(queued).toEqual([
      {
        event: expect.stringMatching(/^newsletter:3:\d+$/),
        template: 'newsletter-welcome',
        to: 'amina@example.org',
        data: { firstName: null, subscriberId: 3 },
      },
    ]);
  });

  it('re-activates an unsubscribed address instead of inserting, and welcomes it again', async () => {
    insert.mockClear();
    reactivate.mockResolvedValueOnce({ affected: 1 });
    findOneByOrFail.mockResolvedValueOnce(
      Object.assign(new Newsletter(), {
        id: 4,
        email: 'amina@example.org',
        firstName: 'Amina',
        isActive: true,
        consentGiven: true,
        createdAt: new Date(),
      }),
    );
    await expect(service.subscribe({ ...dto, firstName: 'Amina' })).resolves.toMatchObject({
      id: 4,
      firstName: 'Amina',
      isActive: true,
    });
    expect(insert).not.toHaveBeenCalled();
    expect(queued).toEqual([
      expect.objectContaining({ template: 'newsletter-welcome', data: { firstName: 'Amina', subscriberId: 4 } }),
    ]);
  });

  it('turns the unique-index violation of an active address into 409 "already subscribed", with no welcome', async () => {
    insert.mockRejectedValueOnce(
      new QueryFailedError('INSERT', [], Object.assign(new Error('Duplicate entry'), { errno: 1062 })),
    );
    await expect(service.subscribe(dto)).rejects.toThrow(new ConflictException(ALREADY_SUBSCRIBED_MESSAGE));
    expect(ALREADY_SUBSCRIBED_MESSAGE).toContain('already subscribed');
    expect(queued).toEqual([]);
  });
});

import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import type { Outbox, QueuedEmail } from '../mail/outbox.service';
import { Newsletter } from './newsletter.entity';
import { type ConfirmedSignUp, NewsletterService } from './newsletter.service';

describe('NewsletterService.subscribeConfirmed', () => {
  const insert = jest.fn();
  const reactivate = jest.fn();
  const findOneByOrFail = jest.fn();
  const set = jest.fn();
  const builder = {
    update: () => builder,
    set: (values: unknown) => (set(values), builder),
    where: () => builder,
    execute: reactivate,
  };
  const manager = {
    createQueryBuilder: () => builder,
    create: (_entity: unknown, values: Partial<Newsletter>) => Object.assign(new Newsletter(), values),
    insert,
    findOneByOrFail,
  } as unknown as EntityManager;
  const queued: QueuedEmail<never>[] = [];
  const outbox = {
    enqueue: async (_manager: EntityManager, email: QueuedEmail<never>) => void queued.push(email),
  } as unknown as Outbox;
  const service = new NewsletterService({} as DataSource, outbox);
  const confirmedAt = new Date('2026-11-28T18:00:00Z');
  const signUp: ConfirmedSignUp = {
    email: 'amina@example.org',
    firstName: null,
    lastName: null,
    subscriptionSource: 'website',
    sourcePage: '/',
    consentVersion: '2026-11-28',
    confirmedAt,
  };

  beforeEach(() => {
    queued.splice(0);
    insert.mockReset();
    set.mockReset();
    reactivate.mockResolvedValue({ affected: 0 });
  });

  it('inserts one consent row from the time of confirmation, with its page and words, and queues a welcome', async () => {
    insert.mockImplementationOnce(async (_entity: unknown, row: Newsletter) => Object.assign(row, { id: 3 }));
    await expect(service.subscribeConfirmed(manager, signUp)).resolves.toBe(true);
    expect(insert).toHaveBeenCalledWith(
      Newsletter,
      expect.objectContaining({
        basis: 'consent',
        basisRecordedAt: confirmedAt,
        sourcePage: '/',
        noticeVersion: '2026-11-28',
        objectedAt: null,
        isActive: true,
        consentGiven: true,
      }),
    );
    expect(queued).toEqual([
      {
        event: expect.stringMatching(/^newsletter:3:\d+$/),
        template: 'newsletter-welcome',
        to: 'amina@example.org',
        data: { firstName: null, subscriberId: 3 },
      },
    ]);
  });

  it('re-activates an unsubscribed address, lifting its objection, and welcomes it again', async () => {
    reactivate.mockResolvedValueOnce({ affected: 1 });
    findOneByOrFail.mockResolvedValueOnce(
      Object.assign(new Newsletter(), { id: 4, email: 'amina@example.org', firstName: 'Amina', isActive: true }),
    );
    await expect(service.subscribeConfirmed(manager, { ...signUp, firstName: 'Amina' })).resolves.toBe(true);
    expect(set).toHaveBeenCalledWith(expect.objectContaining({ objectedAt: null, objectionChannel: null }));
    expect(insert).not.toHaveBeenCalled();
    expect(queued).toEqual([
      expect.objectContaining({ template: 'newsletter-welcome', data: { firstName: 'Amina', subscriberId: 4 } }),
    ]);
  });

  it('leaves an address already subscribed by consent as it was, with no second welcome', async () => {
    insert.mockRejectedValueOnce(
      new QueryFailedError('INSERT', [], Object.assign(new Error('Duplicate entry'), { errno: 1062 })),
    );
    await expect(service.subscribeConfirmed(manager, signUp)).resolves.toBe(false);
    expect(queued).toEqual([]);
  });
});

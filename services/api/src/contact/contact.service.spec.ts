import type { DataSource, EntityManager } from 'typeorm';
import type { Outbox, QueuedEmail } from '../mail/outbox.service';
import { ContactMessage } from './contact-message.entity';
import { ContactService } from './contact.service';

describe('ContactService', () => {
  const body = { name: 'Amina', email: 'amina@example.org', subject: 'Hi', message: 'Hello' };

  function serviceWith(staffInbox: string | null) {
    const insert = jest.fn(async (_entity: unknown, row: ContactMessage) =>
      Object.assign(row, { id: 5, createdAt: new Date('2026-01-02T03:04:05Z') }),
    );
    const manager = {
      create: (_entity: unknown, values: Partial<ContactMessage>) => Object.assign(new ContactMessage(), values),
      insert,
    } as unknown as EntityManager;
    const dataSource = {
      transaction: (work: (manager: EntityManager) => Promise<unknown>) => work(manager),
    } as unknown as DataSource;
    const queued: { manager: EntityManager; email: QueuedEmail<never> }[] = [];
    const outbox = {
      enqueue: async (used: EntityManager, email: QueuedEmail<never>) => void queued.push({ manager: used, email }),
    } as unknown as Outbox;
    return {
      service: new ContactService(dataSource, outbox, { staffInbox } as never),
      insert,
      manager,
      queued,
    };
  }

  it('inserts the message unread, answers {id, createdAt} and queues both emails in the same transaction', async () => {
    const { service, insert, manager, queued } = serviceWith('office@example.org');
    await expect(service.create(body)).resolves.toEqual({ id: 5, createdAt: '2026-01-02T03:04:05.000Z' });
    expect(insert).toHaveBeenCalledWith(ContactMessage, expect.objectContaining({ ...body, isRead: false }));
    expect(queued.map(({ manager: used }) => used)).toEqual([manager, manager]);
    expect(queued.map(({ email }) => email)).toEqual([
      {
        event: 'contact:5',
        template: 'contact-acknowledgement',
        to: 'amina@example.org',
        data: { name: 'Amina', subject: 'Hi', message: 'Hello' },
      },
      {
        event: 'contact:5',
        template: 'contact-staff-alert',
        to: 'office@example.org',
        data: { messageId: 5, ...body },
      },
    ]);
  });

  it('queues no staff alert without a staff inbox', async () => {
    const { service, queued } = serviceWith(null);
    await service.create(body);
    expect(queued.map(({ email }) => email.template)).toEqual(['contact-acknowledgement']);
  });
});

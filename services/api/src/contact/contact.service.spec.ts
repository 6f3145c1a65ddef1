import type { Repository } from 'typeorm';
import { ContactMessage } from './contact-message.entity';
import { ContactService } from './contact.service';

describe('ContactService', () => {
  it('inserts the message unread and answers {id, createdAt}', async () => {
    const insert = jest.fn(async (row: ContactMessage) => Object.assign(row, { id: 5, createdAt: new Date('2026-01-02T03:04:05Z') }));
    const repository = { create: (values: Partial<ContactMessage>) => Object.assign(new ContactMessage(), values), insert } as unknown as Repository<ContactMessage>;
    const body = { name: 'Amina', email: 'amina@example.org', subject: 'Hi', message: 'Hello' };
    await expect(new ContactService(repository).create(body)).resolves.toEqual({ id: 5, createdAt: '2026-01-02T03:04:05.000Z' });
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ ...body, isRead: false }));
  });
});

import { ConflictException } from '@nestjs/common';
import { QueryFailedError, type Repository } from 'typeorm';
import type { NewsletterSubscribeDto } from './dto/newsletter-subscribe.dto';
import { Newsletter } from './newsletter.entity';
import { ALREADY_SUBSCRIBED_MESSAGE, NewsletterService } from './newsletter.service';

describe('NewsletterService', () => {
  const insert = jest.fn();
  const repository = { create: (values: Partial<Newsletter>) => Object.assign(new Newsletter(), values), insert } as unknown as Repository<Newsletter>;
  const service = new NewsletterService(repository);
  const dto = { email: 'amina@example.org', isActive: false, consentGiven: true } as NewsletterSubscribeDto;

  it('inserts one active row with the default source and answers it', async () => {
    insert.mockImplementationOnce(async (row: Newsletter) => Object.assign(row, { id: 3, createdAt: new Date('2026-01-02T03:04:05Z') }));
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
  });

  it('turns the unique-index violation into 409 "already subscribed"', async () => {
    insert.mockRejectedValueOnce(new QueryFailedError('INSERT', [], Object.assign(new Error('Duplicate entry'), { errno: 1062 })));
    await expect(service.subscribe(dto)).rejects.toThrow(new ConflictException(ALREADY_SUBSCRIBED_MESSAGE));
    expect(ALREADY_SUBSCRIBED_MESSAGE).toContain('already subscribed');
  });
});

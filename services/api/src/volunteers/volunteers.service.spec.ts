import { ConflictException } from '@nestjs/common';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import type { Outbox, QueuedEmail } from '../mail/outbox.service';
import type { VolunteerApplicationDto } from './dto/volunteer-application.dto';
import { Volunteer } from './volunteer.entity';
import { DUPLICATE_APPLICATION_MESSAGE, VolunteersService } from './volunteers.service';
import type { NewsletterService } from '../newsletter/newsletter.service';

const dto = {
  firstName: 'Amina',
  lastName: 'Khan',
  email: 'amina@example.org',
  phone: '1',
  address: 'a',
  city: 'Lahore',
  province: 'Punjab',
  postalCode: '54000',
  dateOfBirth: '1995-04-12',
  occupation: 'o',
  skills: 's',
  interests: 'i',
  availability: 'w',
  motivation: 'm',
  emergencyContactName: 'B',
  emergencyContactPhone: '2',
  emergencyContactRelation: 'r',
  agreesToTerms: true,
} as VolunteerApplicationDto;

describe('VolunteersService', () => {
  const insert = jest.fn();
  const manager = {
    create: (_entity: unknown, values: Partial<Volunteer>) => Object.assign(new Volunteer(), values),
    insert,
  } as unknown as EntityManager;
  const dataSource = {
    transaction: (work: (manager: EntityManager) => Promise<unknown>) => work(manager),
  } as unknown as DataSource;
  const queued: QueuedEmail<never>[] = [];
  const outbox = {
    enqueue: async (_manager: EntityManager, email: QueuedEmail<never>) => void queued.push(email),
  } as unknown as Outbox;
  const newsletter = { recordSoftOptIn: jest.fn(async () => true) } as unknown as NewsletterService;
  const service = new VolunteersService(dataSource, outbox, { staffInbox: 'office@example.org' } as never, newsletter);

  beforeEach(() => queued.splice(0));

  it('inserts one pending row, optional fields defaulted, answers it with ISO dates and queues both emails', async () => {
    const at = new Date('2026-01-02T03:04:05Z');
    // MySQL hands re-read defaults back as tinyint 1/0.
    insert.mockImplementationOnce(async (_entity: unknown, row: Volunteer) =>
      Object.assign(row, { id: 8, createdAt: at, updatedAt: at, agreesToTerms: 1 }),
    );
    await expect(service.apply(dto)).resolves.toEqual({
      ...dto,
      id: 8,
      experience: null,
      hasTransportation: false,
      backgroundCheckConsent: false,
      agreesToTerms: true,
      status: 'pending',
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(queued).toEqual([
      {
        event: 'volunteer:8',
        template: 'volunteer-acknowledgement',
        to: 'amina@example.org',
        data: { firstName: 'Amina' },
      },
      {
        event: 'volunteer:8',
        template: 'volunteer-staff-alert',
        to: 'office@example.org',
        data: {
          volunteerId: 8,
          firstName: 'Amina',
          lastName: 'Khan',
          email: 'amina@example.org',
          city: 'Lahore',
          interests: 'i',
          availability: 'w',
        },
      },
    ]);
  });

  it('turns the unique-index violation into 409 and queues nothing', async () => {
    insert.mockRejectedValueOnce(
      new QueryFailedError('INSERT', [], new Error('UNIQUE constraint failed: volunteers.email')),
    );
    await expect(service.apply(dto)).rejects.toThrow(new ConflictException(DUPLICATE_APPLICATION_MESSAGE));
    expect(queued).toEqual([]);
  });
});

import { ConflictException } from '@nestjs/common';
import { QueryFailedError, type Repository } from 'typeorm';
import type { VolunteerApplicationDto } from './dto/volunteer-application.dto';
import { Volunteer } from './volunteer.entity';
import { DUPLICATE_APPLICATION_MESSAGE, VolunteersService } from './volunteers.service';

const dto = {
  firstName: 'Amina', lastName: 'Khan', email: 'amina@example.org', phone: '1', address: 'a', city: 'Lahore', province: 'Punjab',
  postalCode: '54000', dateOfBirth: '1995-04-12', occupation: 'o', skills: 's', interests: 'i', availability: 'w', motivation: 'm',
  emergencyContactName: 'B', emergencyContactPhone: '2', emergencyContactRelation: 'r', agreesToTerms: true,
} as VolunteerApplicationDto;

describe('VolunteersService', () => {
  const insert = jest.fn();
  const repository = { create: (values: Partial<Volunteer>) => Object.assign(new Volunteer(), values), insert } as unknown as Repository<Volunteer>;
  const service = new VolunteersService(repository);

  it('inserts one pending row, optional fields defaulted, and answers it with ISO dates', async () => {
    const at = new Date('2026-01-02T03:04:05Z');
    // MySQL hands re-read defaults back as tinyint 1/0.
    insert.mockImplementationOnce(async (row: Volunteer) => Object.assign(row, { id: 8, createdAt: at, updatedAt: at, agreesToTerms: 1 }));
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
  });

  it('turns the unique-index violation into 409', async () => {
    insert.mockRejectedValueOnce(new QueryFailedError('INSERT', [], new Error('UNIQUE constraint failed: volunteers.email')));
    await expect(service.apply(dto)).rejects.toThrow(new ConflictException(DUPLICATE_APPLICATION_MESSAGE));
  });
});

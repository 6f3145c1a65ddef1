import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ProvinceCode, VolunteerApplicationResponse } from '@solar/shared-contracts';
import type { Repository } from 'typeorm';
import { insertOrConflict } from '../database/unique-violation';
import type { VolunteerApplicationDto } from './dto/volunteer-application.dto';
import { Volunteer } from './volunteer.entity';

export const DUPLICATE_APPLICATION_MESSAGE = 'An application with this email address already exists';

const iso = (value: Date | string): string => new Date(value).toISOString();
/** SQLite hands a DATE back as written, mysql2 as 'YYYY-MM-DD' or a Date; answer the calendar day either way. */
const isoDay = (value: Date | string): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/** Booleans go through Boolean(): after an insert on MySQL, TypeORM merges re-read defaults as raw 1/0. */
export function toApplicationResponse(row: Volunteer): VolunteerApplicationResponse {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    province: row.province as ProvinceCode,
    postalCode: row.postalCode,
    dateOfBirth: isoDay(row.dateOfBirth),
    occupation: row.occupation,
    skills: row.skills,
    interests: row.interests,
    availability: row.availability,
    experience: row.experience,
    motivation: row.motivation,
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    emergencyContactRelation: row.emergencyContactRelation,
    hasTransportation: Boolean(row.hasTransportation),
    backgroundCheckConsent: Boolean(row.backgroundCheckConsent),
    agreesToTerms: Boolean(row.agreesToTerms),
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

@Injectable()
export class VolunteersService {
  constructor(@InjectRepository(Volunteer) private readonly volunteers: Repository<Volunteer>) {}

  /** One insert, status pending; the unique index on email turns a second application into a 409. */
  async apply(dto: VolunteerApplicationDto): Promise<VolunteerApplicationResponse> {
    const row = this.volunteers.create({
      ...dto,
      experience: dto.experience ?? null,
      hasTransportation: dto.hasTransportation ?? false,
      backgroundCheckConsent: dto.backgroundCheckConsent ?? false,
      agreesToTerms: true,
      status: 'pending',
    });
    await insertOrConflict(() => this.volunteers.insert(row), DUPLICATE_APPLICATION_MESSAGE);
    return toApplicationResponse(row);
  }
}

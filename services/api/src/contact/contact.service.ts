import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactMessageResponse } from '@solar/shared-contracts';
import type { Repository } from 'typeorm';
import { ContactMessage } from './contact-message.entity';
import type { ContactMessageDto } from './dto/contact-message.dto';

@Injectable()
export class ContactService {
  constructor(@InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>) {}

  /** Stores the message unread, in one insert. */
  async create(dto: ContactMessageDto): Promise<ContactMessageResponse> {
    const row = this.messages.create({ name: dto.name, email: dto.email, subject: dto.subject, message: dto.message, isRead: false });
    await this.messages.insert(row);
    return { id: row.id, createdAt: new Date(row.createdAt).toISOString() };
  }
}

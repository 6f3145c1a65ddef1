import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ContactMessageResponse } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { ContactService } from './contact.service';
import { ContactMessageResponseDto } from './dto/contact-message-response.dto';
import { ContactMessageDto } from './dto/contact-message.dto';

@ApiTags('contact')
@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimited()
  @ApiOperation({ summary: 'Send a message to the charity (stored unread)' })
  @ApiCreatedResponse({ type: ContactMessageResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'A field is missing, blank, too long or unknown' })
  create(@Body() body: ContactMessageDto): Promise<ContactMessageResponse> {
    return this.contact.create(body);
  }
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ATTENTION_TONES,
  type AttentionTone,
  type AttentionTotal,
  type StaffAttention,
  type StaffAttentionItem,
} from '@solar/shared-contracts';

export class AttentionTotalDto implements AttentionTotal {
  @ApiProperty({ example: 1250.5, description: 'In pounds (the currency’s main unit), to the penny' })
  amount!: number;

  @ApiProperty({ example: 'GBP' })
  currency!: string;
}

export class StaffAttentionItemDto implements StaffAttentionItem {
  @ApiProperty({ example: 'messages.unread', description: 'Stable and unique, `domain.what`' })
  key!: string;

  @ApiProperty({ example: 'Unread messages' })
  label!: string;

  @ApiProperty({ example: 3 })
  count!: number;

  @ApiPropertyOptional({ type: AttentionTotalDto })
  total?: AttentionTotalDto;

  @ApiProperty({
    example: '/staff/messages?filter=unread',
    description: 'The staff list, filtered in its address, that shows exactly the counted rows',
  })
  href!: string;

  @ApiProperty({ enum: ATTENTION_TONES, example: 'warning' })
  tone!: AttentionTone;
}

export class StaffAttentionDto implements StaffAttention {
  @ApiProperty({ type: [StaffAttentionItemDto] })
  items!: StaffAttentionItemDto[];

  @ApiProperty({ format: 'date-time' })
  asOf!: string;
}

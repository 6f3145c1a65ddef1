import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StaffAttention } from '@solar/shared-contracts';
import { CurrentStaff, type SignedInStaff, StaffOnly } from '../staff-auth';
import { StaffAttentionDto } from './dto/staff-attention.dto';
import { StaffAttentionService } from './staff-attention.service';

@ApiTags('staff: attention')
@Controller('api/staff/attention')
export class StaffAttentionController {
  constructor(private readonly attention: StaffAttentionService) {}

  @Get()
  @StaffOnly()
  @ApiOperation({
    summary:
      'What needs attention, for the console’s home page: one count per item, each with the filtered list it links to. Items only administrators can act on are left out for role staff',
  })
  @ApiOkResponse({ type: StaffAttentionDto })
  get(@CurrentStaff() staff: SignedInStaff): Promise<StaffAttention> {
    return this.attention.forRole(staff.role);
  }
}

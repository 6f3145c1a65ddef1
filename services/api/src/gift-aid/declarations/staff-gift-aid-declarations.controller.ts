import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Page, StaffGiftAidDeclaration } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../../kit/dto/api-error-body.dto';
import { ParseIdPipe } from '../../kit/pipes/parse-id.pipe';
import { CurrentStaff, type SignedInStaff, StaffOnly } from '../../staff-auth';
import { DeclarationListQueryDto } from './dto/declaration-list-query.dto';
import { StaffGiftAidDeclarationDto, StaffGiftAidDeclarationPageDto } from './dto/staff-gift-aid-declaration.dto';
import { UpdateGiftAidDeclarationDto } from './dto/update-gift-aid-declaration.dto';
import { ALREADY_CANCELLED_MESSAGE, StaffGiftAidDeclarationsService } from './staff-gift-aid-declarations.service';

@ApiTags('staff: gift aid')
@Controller('api/staff/gift-aid/declarations')
@StaffOnly()
export class StaffGiftAidDeclarationsController {
  constructor(private readonly declarations: StaffGiftAidDeclarationsService) {}

  @Get()
  @ApiOperation({
    summary:
      'One page of Gift Aid declarations, newest first (active or cancelled; search names, postcode, email), with how many gifts each covers',
  })
  @ApiOkResponse({ type: StaffGiftAidDeclarationPageDto })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'An unknown status, or a page or page size out of range',
  })
  list(@Query() query: DeclarationListQueryDto): Promise<Page<StaffGiftAidDeclaration>> {
    return this.declarations.list(query);
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'One declaration: the donor’s name and home address, the wording and scope agreed to, when, and any cancellation',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: StaffGiftAidDeclarationDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto })
  get(@Param('id', ParseIdPipe) id: number): Promise<StaffGiftAidDeclaration> {
    return this.declarations.get(id);
  }

  @Patch(':id')
  @ApiOperation({
    summary:
      'Record a change of name or home address the donor reported, or cancel the declaration from now, with a note (audited)',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: StaffGiftAidDeclarationDto })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'A field is invalid (a postcode that is not a UK one), or the note is missing',
  })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: ALREADY_CANCELLED_MESSAGE })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateGiftAidDeclarationDto,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<StaffGiftAidDeclaration> {
    return this.declarations.update(id, body, staff);
  }
}

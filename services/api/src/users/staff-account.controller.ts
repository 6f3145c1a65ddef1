import { Body, Controller, HttpCode, HttpStatus, Post, Req, UnauthorizedException } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { CurrentStaff, type SignedInStaff, StaffOnly } from '../staff-auth';
import { SIGN_IN_REQUIRED, type StaffRequest } from '../staff-auth/staff-session.guard';
import { ChangeOwnPasswordDto } from './dto/change-own-password.dto';
import { OwnPassword } from './own-password.service';

/** What every member of staff may do to their own account. */
@ApiTags('staff')
@Controller('api/staff/account')
@StaffOnly()
export class StaffAccountController {
  constructor(private readonly ownPassword: OwnPassword) {}

  @Post('password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Choose your own password, giving your current one: your other sessions end (this one stays); audited',
  })
  @ApiNoContentResponse({ description: 'Changed; other browsers signed in as you are signed out' })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'The current password is not right (counts toward the lockout), or the new one is unacceptable',
  })
  @ApiTooManyRequestsResponse({ type: ApiErrorBodyDto, description: 'The account is locked after wrong passwords' })
  async change(
    @CurrentStaff() staff: SignedInStaff,
    @Body() body: ChangeOwnPasswordDto,
    @Req() request: StaffRequest,
  ): Promise<void> {
    if (!request.staffSession) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    await this.ownPassword.change(staff, request.staffSession.idHash, body.currentPassword, body.newPassword);
  }
}

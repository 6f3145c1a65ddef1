import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Page, StaffUser } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { PageQueryDto } from '../kit/dto/page-query.dto';
import { ParseIdPipe } from '../kit/pipes/parse-id.pipe';
import { AdminOnly, CurrentStaff } from '../staff-auth/staff-auth.decorators';
import type { SignedInStaff } from '../staff-auth/signed-in-staff';
import { CreateStaffUserDto } from './dto/create-staff-user.dto';
import { ResetStaffSecondFactorDto } from './dto/reset-second-factor.dto';
import { ResetStaffPasswordDto } from './dto/reset-staff-password.dto';
import { StaffUserDto } from '../staff-auth/dto/staff-user.dto';
import { StaffUserPageDto } from './dto/staff-user-page.dto';
import { UpdateStaffUserDto } from './dto/update-staff-user.dto';
import { LAST_ADMIN_MESSAGE, OWN_SECOND_FACTOR_MESSAGE, UsersService } from './users.service';

@ApiTags('staff')
@Controller('api/staff/users')
@AdminOnly()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'Staff accounts, by username (admins)' })
  @ApiOkResponse({ type: StaffUserPageDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'A paging parameter is out of range' })
  list(@Query() query: PageQueryDto): Promise<Page<StaffUser>> {
    return this.users.list(query);
  }

  @Post()
  @ApiOperation({ summary: 'Create a staff account (admins)' })
  @ApiCreatedResponse({ type: StaffUserDto })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'A field is invalid, or the password is short, common or contains the username',
  })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'The username is taken' })
  create(@CurrentStaff() actor: SignedInStaff, @Body() body: CreateStaffUserDto): Promise<StaffUser> {
    return this.users.create(actor, body);
  }

  @Patch(':id')
  @ApiOperation({
    summary: "Change a display name, role or disabled flag (admins); disabling ends that person's sessions",
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: StaffUserDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No account has this id' })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: LAST_ADMIN_MESSAGE })
  update(
    @CurrentStaff() actor: SignedInStaff,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateStaffUserDto,
  ): Promise<StaffUser> {
    return this.users.update(actor, id, body);
  }

  @Post(':id/password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: "Set a new password (admins): clears a lockout and ends that person's sessions",
    description:
      'Another person’s password is temporary: the console asks them to choose their own. Administrators resetting their own give currentPassword too.',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Password set; that person signs in again' })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'The password is short, long or common' })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No account has this id' })
  async resetPassword(
    @CurrentStaff() actor: SignedInStaff,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ResetStaffPasswordDto,
  ): Promise<void> {
    await this.users.resetPassword(actor, id, body.password, body.currentPassword);
  }

  @Post(':id/second-factor/reset')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      "Remove another person's authenticator and recovery codes, with a note for the audit log (admins); ends their sessions",
    description:
      'They set up a new authenticator at their next sign-in when STAFF_MFA requires one of them (decision 049).',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Reset; that person signs in again' })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'The note is missing or longer than 500 characters' })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No account has this id' })
  @ApiConflictResponse({
    type: ApiErrorBodyDto,
    description: `The account has no authenticator, or it is your own (${OWN_SECOND_FACTOR_MESSAGE})`,
  })
  async resetSecondFactor(
    @CurrentStaff() actor: SignedInStaff,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ResetStaffSecondFactorDto,
  ): Promise<void> {
    await this.users.resetSecondFactor(actor, id, body.note);
  }
}

import { Module } from '@nestjs/common';
import { FirstAdmin } from './first-admin';
import { OwnPassword } from './own-password.service';
import { StaffAccountController } from './staff-account.controller';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Staff accounts (decision 018): the admins' endpoints and the first admin from the environment. */
@Module({
  controllers: [UsersController, StaffAccountController],
  providers: [UsersService, FirstAdmin, OwnPassword],
})
export class UsersModule {}

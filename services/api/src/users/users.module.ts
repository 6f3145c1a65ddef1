import { Module } from '@nestjs/common';
import { FirstAdmin } from './first-admin';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Staff accounts (decision 018): the admins' endpoints and the first admin from the environment. */
@Module({
  controllers: [UsersController],
  providers: [UsersService, FirstAdmin],
})
export class UsersModule {}

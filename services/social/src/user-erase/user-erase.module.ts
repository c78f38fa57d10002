import { Module } from '@nestjs/common';

import { UserEraseController } from './user-erase.controller.js';
import { UserEraseService } from './user-erase.service.js';

/** A deleted account's rows erased from every table, for auth-user's deletion job. */
@Module({ controllers: [UserEraseController], providers: [UserEraseService] })
export class UserEraseModule {}

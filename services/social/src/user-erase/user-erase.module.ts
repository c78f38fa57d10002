import { Module } from '@nestjs/common';

import { FriendsModule } from '../friends/friends.module.js';
import { UserEraseController } from './user-erase.controller.js';
import { UserEraseService } from './user-erase.service.js';

/** A deleted account's rows erased from every table, for auth-user's deletion job. */
@Module({ imports: [FriendsModule], controllers: [UserEraseController], providers: [UserEraseService] })
export class UserEraseModule {}

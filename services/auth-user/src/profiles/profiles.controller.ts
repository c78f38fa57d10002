import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTH,
  type ProfileUpdate,
  type UserLookup,
  USERS,
  USERS_VISIBILITY,
  type UserSearch,
} from '@tracker/contracts';
import { profileChange, userSearchText } from '@tracker/contracts/schemas';

import { ProfilesService } from './profiles.service.js';

@Controller()
export class ProfilesController {
  constructor(@Inject(ProfilesService) private readonly profiles: ProfilesService) {}

  @MessagePattern(AUTH.updateProfile.pattern)
  update(
    @Payload('userId') userId: string,
    @Payload('changes', { schema: profileChange }) changes: ProfileUpdate,
  ) {
    return this.profiles.update(userId, changes);
  }

  @MessagePattern(USERS.byUsername.pattern)
  byUsername(@Payload() lookup: UserLookup) {
    return this.profiles.byUsername(lookup);
  }

  @MessagePattern(USERS_VISIBILITY.visibleByIds.pattern)
  visibleByIds(@Payload() { ids }: { ids: unknown }) {
    return this.profiles.visibleByIds(ids);
  }

  @MessagePattern(USERS.search.pattern)
  search(
    @Payload() { viewerId, excludeIds }: UserSearch,
    @Payload('q', { schema: userSearchText }) q: string,
  ) {
    return this.profiles.search(q, viewerId, excludeIds);
  }

  @MessagePattern(USERS.cards.pattern)
  cards(@Payload() { ids }: { ids: unknown }) {
    return this.profiles.cards(ids);
  }
}

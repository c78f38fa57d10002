import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTH,
  type NotificationRecipientsRequest,
  type ProfileUpdate,
  type UserCardsRequest,
  type UserLookup,
  USERS,
  USERS_VISIBILITY,
  type VisibleUsersRequest,
} from '@tracker/contracts';
import {
  notificationRecipientsRequest,
  profileChange,
  userCardsRequest,
  userIdField,
  userLookup,
  userSearch,
  type UserSearchQuery,
  visibleUsersRequest,
} from '@tracker/contracts/schemas';

import { ProfilesService } from './profiles.service.js';

@Controller()
export class ProfilesController {
  constructor(@Inject(ProfilesService) private readonly profiles: ProfilesService) {}

  @MessagePattern(AUTH.updateProfile.pattern)
  update(
    @Payload('userId', { schema: userIdField() }) userId: string,
    @Payload('changes', { schema: profileChange }) changes: ProfileUpdate,
  ) {
    return this.profiles.update(userId, changes);
  }

  @MessagePattern(USERS.notificationRecipients.pattern)
  notificationRecipients(
    @Payload({ schema: notificationRecipientsRequest }) { ids, kind }: NotificationRecipientsRequest,
  ) {
    return this.profiles.notificationRecipients(ids, kind);
  }

  @MessagePattern(USERS.byUsername.pattern)
  byUsername(@Payload({ schema: userLookup }) lookup: UserLookup) {
    return this.profiles.byUsername(lookup);
  }

  @MessagePattern(USERS_VISIBILITY.visibleByIds.pattern)
  visibleByIds(@Payload({ schema: visibleUsersRequest }) { ids }: VisibleUsersRequest) {
    return this.profiles.visibleByIds(ids);
  }

  @MessagePattern(USERS.search.pattern)
  search(@Payload({ schema: userSearch }) { q, viewerId, excludeIds }: UserSearchQuery) {
    return this.profiles.search(q, viewerId, excludeIds);
  }

  @MessagePattern(USERS.cards.pattern)
  cards(@Payload({ schema: userCardsRequest }) { ids, includeDisabled }: UserCardsRequest) {
    return this.profiles.cards(ids, includeDisabled);
  }
}

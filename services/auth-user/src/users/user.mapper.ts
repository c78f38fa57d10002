import type { AccountDeletion, AccountUser, AdminUser, PublicUser, UserCard } from '@tracker/contracts';

import { withDefaults } from '../profiles/preferences.js';
import type { UserEntity } from './user.entity.js';

export function toAccountUser(user: UserEntity): AccountUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    displayName: user.displayName,
    avatar_url: user.avatarUrl,
    banner_url: user.bannerUrl,
    isAdmin: user.isAdmin,
    isPublic: user.isPublic,
    preferences: withDefaults(user.preferences),
    createdAt: user.createdAt.toISOString(),
  };
}

export function toPublicUser(user: UserEntity): PublicUser {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    avatar_url: user.avatarUrl,
    banner_url: user.bannerUrl,
    createdAt: user.createdAt.toISOString(),
    showFavorites: withDefaults(user.preferences).privacy.showFavorites,
  };
}

export function toUserCard(user: UserEntity): UserCard {
  return { id: user.id, username: user.username, displayName: user.displayName, avatar_url: user.avatarUrl };
}

/** Spec §6: a profile others may read has its public flag on and showProfile on. */
export function isVisibleToOthers(user: UserEntity): boolean {
  return user.isPublic && withDefaults(user.preferences).privacy.showProfile;
}

/** An account as the admin panel shows it, with its deletion when one was asked for. */
export function toAdminUser(user: UserEntity, deletion: AccountDeletion | null): AdminUser {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    email: user.email,
    avatar: user.avatarUrl,
    isAdmin: user.isAdmin,
    disabled: user.disabledAt !== null,
    createdAt: user.createdAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    deletion,
  };
}

import { Inject, Injectable } from '@nestjs/common';
import {
  type AccountUser,
  DEFAULT_PREFERENCES,
  mediaIdOf,
  type NotificationRecipientsRequest,
  type ProfileUpdate,
  type PublicUser,
  USER_SEARCH_LIMIT,
  type UserCard,
  type UserLookup,
} from '@tracker/contracts';
import { imageUrlError } from '@tracker/contracts/schemas';
import { displayNameError } from '@tracker/domain';
import { badRequest, notFound } from '@tracker/redis';
import { DataSource, type Repository } from 'typeorm';

import { AccountChanges } from '../accounts/account-changes.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { MEDIA_STORE, type MediaStore } from '../media/media.store.js';
import { UserEntity } from '../users/user.entity.js';
import { isVisibleToOthers, toAccountUser, toPublicUser, toUserCard } from '../users/user.mapper.js';
import { mergePreferences } from './preferences.js';

/** The same answer for an unknown user and a private profile, so it reveals nothing. */
export const USER_NOT_FOUND = 'User not found.';
const MAX_URL_LENGTH = 2048;
/** A disabled account is read by others as one that does not exist: no profile, card or search entry. */
const ENABLED = 'account.disabled_at IS NULL';

@Injectable()
export class ProfilesService {
  private readonly users: Repository<UserEntity>;

  constructor(
    @Inject(DataSource) dataSource: DataSource,
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(MEDIA_STORE) private readonly media: MediaStore,
    @Inject(AccountChanges) private readonly changes: AccountChanges,
  ) {
    this.users = dataSource.getRepository(UserEntity);
  }

  /** Every field is checked before anything is saved. */
  async update(userId: string, changes: ProfileUpdate): Promise<AccountUser> {
    const user = await this.accounts.findAccount(userId);
    if (changes.displayName !== undefined) {
      const displayName = changes.displayName.trim();
      const problem = displayNameError(displayName);
      if (problem) throw badRequest(problem);
      user.displayName = displayName;
    }
    if (changes.avatar_url !== undefined) user.avatarUrl = imageUrl(changes.avatar_url, 'avatar_url');
    if (changes.banner_url !== undefined) user.bannerUrl = imageUrl(changes.banner_url, 'banner_url');
    if (changes.preferences !== undefined) {
      user.preferences = mergePreferences(user.preferences, changes.preferences);
    }
    if (changes.isPublic !== undefined) user.isPublic = changes.isPublic;
    const saved = await this.users.save(user);
    await this.changes.announce(user.id);
    // An uploaded image the profile no longer shows is deleted: its URL is never reused.
    if (changes.avatar_url !== undefined)
      await this.media.deleteAllBut(user.id, 'avatar', mediaIdOf(saved.avatarUrl));
    if (changes.banner_url !== undefined)
      await this.media.deleteAllBut(user.id, 'banner', mediaIdOf(saved.bannerUrl));
    return toAccountUser(saved);
  }

  /** Spec §6: others see a profile only when it is public and showProfile is on; owners always see theirs. */
  async byUsername({ username, viewerId }: UserLookup): Promise<PublicUser> {
    const user = await this.users
      .createQueryBuilder('account')
      .where('lower(account.username) = lower(:username)', { username })
      .andWhere(ENABLED)
      .getOne();
    if (!user || (user.id !== viewerId && !isVisibleToOthers(user))) throw notFound(USER_NOT_FOUND);
    return toPublicUser(user);
  }

  /** The profiles among these ids that others may see (spec §6), in the order asked. */
  async visibleByIds(ids: string[]): Promise<PublicUser[]> {
    if (ids.length === 0) return [];
    const users = await this.users
      .createQueryBuilder('account')
      .where('account.id IN (:...ids)', { ids })
      .andWhere(ENABLED)
      .getMany();
    const visible = new Map(users.filter(isVisibleToOthers).map((user) => [user.id, toPublicUser(user)]));
    return ids.flatMap((id) => visible.get(id) ?? []);
  }

  /**
   * The accounts among these ids as cards, in the order asked, whatever their privacy; disabled ones only
   * when asked for (the admin inbox).
   */
  async cards(ids: string[], includeDisabled = false): Promise<UserCard[]> {
    if (ids.length === 0) return [];
    const query = this.users
      .createQueryBuilder('account')
      .where('account.id IN (:...ids)', { ids: [...new Set(ids)] });
    const users = await (includeDisabled ? query : query.andWhere(ENABLED)).getMany();
    const found = new Map(users.map((user) => [user.id, toUserCard(user)]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /**
   * The enabled accounts among `ids` who want notifications of `kind`: their preference, or its default
   * when they never set it; in the order asked.
   */
  async notificationRecipients(
    ids: string[],
    kind: NotificationRecipientsRequest['kind'],
  ): Promise<string[]> {
    if (ids.length === 0) return [];
    const users = await this.users
      .createQueryBuilder('account')
      .select('account.id')
      .where('account.id IN (:...ids)', { ids: [...new Set(ids)] })
      .andWhere(ENABLED)
      .andWhere("coalesce((account.preferences -> 'notifications' ->> :kind)::boolean, :fallback)", {
        kind,
        fallback: DEFAULT_PREFERENCES.notifications[kind],
      })
      .getMany();
    const wanted = new Set(users.map((user) => user.id));
    return ids.filter((id) => wanted.has(id));
  }

  /**
   * Public profiles whose username or display name contains `text` (as its schema read it: trimmed, '' or
   * 2 to 50 characters); exact and prefix matches first. Blank text finds no one (spec §5: friend search
   * ignores it); `excludeIds` are left out whatever their name.
   */
  async search(text: string, viewerId: string, excludeIds: string[] = []): Promise<PublicUser[]> {
    if (text === '') return [];
    const q = text.toLowerCase();
    const pattern = q.replace(/[\\%_]/g, (char) => `\\${char}`);
    const users = await this.users
      .createQueryBuilder('account')
      .where('account.is_public')
      .andWhere(ENABLED)
      .andWhere("coalesce((account.preferences -> 'privacy' ->> 'showProfile')::boolean, true)")
      .andWhere('account.id::text <> :viewerId', { viewerId })
      .andWhere('NOT (account.id = ANY(CAST(:excludeIds AS uuid[])))', { excludeIds })
      .andWhere('(lower(account.username) LIKE :contains OR lower(account.display_name) LIKE :contains)', {
        contains: `%${pattern}%`,
      })
      .addSelect(
        'CASE WHEN lower(account.username) = :q THEN 0 WHEN lower(account.username) LIKE :prefix THEN 1 ELSE 2 END',
        'match_rank',
      )
      .orderBy('match_rank', 'ASC')
      .addOrderBy('account.username', 'ASC')
      .setParameters({ q, prefix: `${pattern}%` })
      .limit(USER_SEARCH_LIMIT)
      .getMany();
    return users.map(toPublicUser);
  }
}

/**
 * URL characters of RFC 3986 but the quotes and parentheses: the URL lands in `src` attributes and CSS
 * `url()`, where those (and spaces, backslashes, control characters) could end it and start something else.
 */
const SAFE_URL_TEXT = /^https:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&*+,;=%]+$/;

/** One of our own media URLs, a strictly valid https URL, or null to remove the image. */
export function imageUrl(value: unknown, field: string): string | null {
  if (value === null) return null;
  if (typeof value === 'string' && value.length <= MAX_URL_LENGTH) {
    if (mediaIdOf(value)) return value;
    if (SAFE_URL_TEXT.test(value) && isPlainHttpsUrl(value)) return value;
  }
  throw badRequest(imageUrlError(field));
}

function isPlainHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

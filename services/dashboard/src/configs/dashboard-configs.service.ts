import { Inject, Injectable } from '@nestjs/common';
import {
  DASHBOARD_CLOCK_SKEW_MS,
  type DashboardConfig,
  type DashboardConfigRemoval,
  type DashboardConfigRequest,
  type DashboardConfigWrite,
  type DashboardSaveResult,
  type PublicUser,
  type UserErased,
  USERS,
} from '@tracker/contracts';
import { defaultDashboardConfig, withMissingWidgets, withoutFavoriteWidgets } from '@tracker/domain';
import { PeerClient } from '@tracker/microservice';
import { badRequest, forbidden, notFound, passOn } from '@tracker/redis';

import { DashboardConfigsStore } from './dashboard-configs.store.js';

/**
 * Spec §3/§4 dashboards, one per user. Whose it is comes by the profile's name from auth-user, which
 * answers unknown and private profiles alike (404), so this service never learns more than a visitor may.
 */
@Injectable()
export class DashboardConfigsService {
  constructor(
    @Inject(DashboardConfigsStore) private readonly store: DashboardConfigsStore,
    @Inject(PeerClient) private readonly peers: PeerClient,
  ) {}

  async get({ username, viewerId }: DashboardConfigRequest): Promise<DashboardConfig> {
    const owner = await this.profile(username, viewerId);
    const isOwner = owner.id === viewerId;
    const config = (await this.stored(owner.id)) ?? (isOwner ? await this.createDefault(owner.id) : null);
    if (!config) throw notFound(`${owner.displayName} has no dashboard yet.`);
    return isOwner || owner.showFavorites ? config : withoutFavoriteWidgets(config);
  }

  /**
   * Saves the owner's config unless the stored one is newer than the lastUpdated the edit started from:
   * then it answers the newer config, so a second tab never silently overwrites the first.
   */
  async save({ username, userId, config }: DashboardConfigWrite): Promise<DashboardSaveResult> {
    await this.owner(username, userId);
    const startedFrom = config.lastUpdated ? new Date(config.lastUpdated) : null;
    if (startedFrom && startedFrom.getTime() > Date.now() + DASHBOARD_CLOCK_SKEW_MS)
      throw badRequest('lastUpdated is in the future: reload the dashboard and make the change again.');
    const layout = withMissingWidgets(config) ?? config;
    for (;;) {
      const saved = await this.store.saveIfNotNewer(userId, layout, startedFrom);
      if (saved) return { saved };
      const newer = await this.stored(userId);
      if (newer) return { conflict: newer };
      // Deleted meanwhile: nothing newer is lost, so the save starts the dashboard again.
    }
  }

  async remove({ username, userId }: DashboardConfigRemoval): Promise<{ deleted: boolean }> {
    await this.owner(username, userId);
    return { deleted: await this.store.delete(userId) };
  }

  /**
   * An account deleted (auth-user's deletion job): its dashboard goes, its only row here, whatever its
   * profile says. Run again it finds nothing.
   */
  async erase(userId: string): Promise<UserErased> {
    return { removed: (await this.store.delete(userId)) ? 1 : 0 };
  }

  /** The stored config with the widget types it lacks appended and saved back (spec §4). */
  private async stored(userId: string): Promise<DashboardConfig | null> {
    const config = await this.store.find(userId);
    const completed = config && withMissingWidgets(config);
    // Appending changes no layout, so lastUpdated stays and an open editor's save still applies.
    if (completed) await this.store.replaceWidgets(userId, completed.lastUpdated, completed.widgets);
    return completed ?? config;
  }

  private async createDefault(userId: string): Promise<DashboardConfig> {
    await this.store.insertIfAbsent(defaultDashboardConfig(userId, new Date().toISOString()));
    // A parallel first read may have stored its default first: answer what is stored.
    const stored = await this.stored(userId);
    if (!stored) throw notFound('The dashboard was removed while it was being created: reload the page.');
    return stored;
  }

  private profile(username: string, viewerId: string | undefined): Promise<PublicUser> {
    return this.peers.send(USERS.byUsername, { username, viewerId }).catch(passOn);
  }

  /** The profile named, when it is the user's own; anyone else's is refused before anything is read. */
  private async owner(username: string, userId: string): Promise<void> {
    const profile = await this.profile(username, userId);
    if (profile.id !== userId) throw forbidden('Only the owner of this profile can change its dashboard.');
  }
}

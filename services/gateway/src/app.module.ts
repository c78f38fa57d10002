import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import type { GatewayEnv } from '@tracker/config';

import { AdminAuditController } from './accounts/admin-audit.controller.js';
import { AdminDeletionsController } from './accounts/admin-deletions.controller.js';
import { AdminUsersController } from './accounts/admin-users.controller.js';
import { ApiTokensController } from './accounts/api-tokens.controller.js';
import { AttemptLimiter } from './accounts/attempt-limiter.js';
import { AuthController } from './accounts/auth.controller.js';
import { CalendarFeedController } from './accounts/calendar-feed.controller.js';
import { DeviceTokens } from './accounts/device-token.js';
import { MediaController } from './accounts/media.controller.js';
import { UsersController } from './accounts/users.controller.js';
import { AccessEndedController } from './authentication/access-ended.controller.js';
import { ApiTokenRateLimit } from './authentication/api-token-rate-limit.js';
import { ApiTokenRevokedController } from './authentication/api-token-revoked.controller.js';
import { ApiTokenVerifier } from './authentication/api-token-verifier.js';
import { AuthGuard } from './authentication/auth.guard.js';
import { authRedisProviders } from './authentication/auth-redis.js';
import { JwtStrategy } from './authentication/jwt.strategy.js';
import { SessionCache } from './authentication/session-cache.js';
import { TokenVerifier } from './authentication/token-verifier.js';
import { PrivateCalendarController } from './calendar/private-calendar.controller.js';
import { AdminCatalogueController } from './catalogue/admin-catalogue.controller.js';
import { AnimeController } from './catalogue/anime.controller.js';
import { CalendarController } from './catalogue/calendar.controller.js';
import { DatabaseController } from './catalogue/database.controller.js';
import { DatabaseSearchController } from './catalogue/database-search.controller.js';
import { DatabaseSimilarController } from './catalogue/database-similar.controller.js';
import { MalController } from './catalogue/mal.controller.js';
import { DashboardConfigController } from './dashboard/dashboard-config.controller.js';
import { EnvelopeExceptionFilter } from './envelope/envelope-exception.filter.js';
import { AdminSystemController } from './health/admin-system.controller.js';
import { HealthController } from './health/health.controller.js';
import { InfrastructureProbes } from './health/infrastructure-probes.js';
import { schemaValidationPipe } from './http/schema-validation.js';
import { KeptAnswersController } from './kept-answers/kept-answers.controller.js';
import { KeptAnswers } from './kept-answers/kept-answers.js';
import { KeptPagesController } from './kept-answers/kept-pages.controller.js';
import { KeptPages } from './kept-answers/kept-pages.js';
import { ActivityController } from './lists/activity.controller.js';
import { AnimeListsController } from './lists/anime-lists.controller.js';
import { EpisodesController } from './lists/episodes.controller.js';
import { FavoriteCharactersController } from './lists/favorite-characters.controller.js';
import { RecommendationsController } from './lists/recommendations.controller.js';
import { UserListsController } from './lists/user-lists.controller.js';
import { Presence } from './realtime/presence.js';
import { RealtimeGateway } from './realtime/realtime.gateway.js';
import { SocialPushesController } from './realtime/social-pushes.controller.js';
import { SessionController } from './session/session.controller.js';
import { UpstreamStatusReader } from './session/upstream-status.js';
import { AdminReportsController } from './social/admin-reports.controller.js';
import { FriendsController } from './social/friends.controller.js';
import { MessagesController } from './social/messages.controller.js';
import { NotificationsController } from './social/notifications.controller.js';
import { ReportsController } from './social/reports.controller.js';
import { GATEWAY_ENV, ServiceClients } from './transport/service-clients.js';

@Module({})
export class AppModule {
  static register(env: GatewayEnv): DynamicModule {
    return {
      module: AppModule,
      controllers: [
        HealthController,
        DatabaseController,
        AnimeController,
        DatabaseSearchController,
        DatabaseSimilarController,
        MalController,
        AuthController,
        SessionController,
        UsersController,
        MediaController,
        AnimeListsController,
        EpisodesController,
        UserListsController,
        RecommendationsController,
        SocialPushesController,
        KeptAnswersController,
        KeptPagesController,
        FriendsController,
        MessagesController,
        NotificationsController,
        ReportsController,
        DashboardConfigController,
        FavoriteCharactersController,
        ActivityController,
        AdminAuditController,
        AdminUsersController,
        AccessEndedController,
        ApiTokensController,
        ApiTokenRevokedController,
        AdminReportsController,
        AdminCatalogueController,
        AdminSystemController,
        AdminDeletionsController,
        CalendarController,
        PrivateCalendarController,
        CalendarFeedController,
      ],
      providers: [
        { provide: GATEWAY_ENV, useValue: env },
        { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
        { provide: APP_PIPE, useFactory: schemaValidationPipe },
        KeptAnswers,
        UpstreamStatusReader,
        KeptPages,
        ServiceClients,
        InfrastructureProbes,
        ...authRedisProviders,
        SessionCache,
        TokenVerifier,
        ApiTokenVerifier,
        ApiTokenRateLimit,
        JwtStrategy,
        AuthGuard,
        AttemptLimiter,
        DeviceTokens,
        Presence,
        RealtimeGateway,
      ],
    };
  }
}

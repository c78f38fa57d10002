import { Body, Controller, Get, HttpCode, Inject, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AUTH,
  type AccountUser,
  type ApiEnvelope,
  type AuthSession,
  type ImageKind,
} from '@tracker/contracts';
import type { GatewayEnv } from '@tracker/config';
import { normaliseEmail } from '@tracker/domain';
import { SendError } from '@tracker/redis';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { ok } from '../common/envelope.js';
import { GATEWAY_ENV, ServiceClients } from '../services/service-clients.js';
import { AttemptLimiter, type AttemptCounter } from './attempt-limiter.js';
import { AuthGuard, CurrentUser, Public } from './auth.guard.js';
import { readImageUpload } from './image-upload.js';
import { TokenVerifier, type AuthUser } from './token-verifier.js';
import { TooManyAttemptsException } from './too-many-attempts.exception.js';

/** The new password is saved, so trying the change again would fail on the old one: say what to do. */
const PASSWORD_CHANGED_SESSIONS_UNFINISHED =
  "Your password was changed, but signing out your other devices did not finish. Please sign in with your new password and choose 'Log out everywhere'.";

/** Spec §7 auth calls. Every route needs a bearer token except register and login. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
@UseGuards(AuthGuard)
export class AuthController {
  constructor(
    @Inject(ServiceClients) private readonly services: ServiceClients,
    @Inject(AttemptLimiter) private readonly limiter: AttemptLimiter,
    @Inject(TokenVerifier) private readonly tokens: TokenVerifier,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  @Post('register')
  @Public()
  @ApiOperation({
    summary: 'Creates an account: data { token, user }; 400 with the first problem, 409 when taken.',
  })
  async register(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiEnvelope<AuthSession>> {
    // Every attempt counts, valid or not: registrations are rare, and a flood is what this stops.
    const counters = [{ scope: 'register-ip', id: request.ip, max: this.env.REGISTER_MAX_PER_IP }];
    const email = emailOf(body);
    if (email) counters.push({ scope: 'register-email', id: email, max: this.env.REGISTER_MAX_PER_EMAIL });
    await this.checkLimit('registration', counters, reply);
    await this.limiter.record(counters);
    return ok(await this.services.send(AUTH.register, body as never));
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Signs in: data { token, user }; 401 for a wrong email or password; 429 after 5 failures.',
  })
  async login(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiEnvelope<AuthSession>> {
    const account = { scope: 'login-account', id: emailOf(body), max: this.env.LOGIN_MAX_FAILURES };
    const ip = { scope: 'login-ip', id: request.ip, max: this.env.LOGIN_MAX_FAILURES_PER_IP };
    // Failures only: a person who signs in often is never locked out by their own successes.
    const counters = account.id ? [ip, account] : [ip];
    await this.checkLimit('login', counters, reply);
    try {
      const session = await this.services.send(AUTH.login, body as never);
      await this.limiter.clear(account);
      return ok(session);
    } catch (error) {
      if (error instanceof SendError && error.payload.code === 'UNAUTHORIZED')
        await this.limiter.record(counters);
      throw error;
    }
  }

  @Get('me')
  @ApiOperation({ summary: 'The signed-in user: data.user (with isAdmin).' })
  async me(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<{ user: AccountUser }>> {
    return ok({ user: await this.services.send(AUTH.account, { userId: user.id }) });
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revokes the bearer token, durably, on every gateway replica.' })
  async logout(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<null>> {
    await this.tokens.revoke(user);
    return ok(null);
  }

  @Post('logout-all')
  @HttpCode(200)
  @ApiOperation({ summary: "Ends every session of the user, this one included ('log out everywhere')." })
  async logoutAll(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<null>> {
    await this.tokens.endAll(user.id);
    return ok(null);
  }

  @Put('password')
  @ApiOperation({
    summary:
      'Changes the password { currentPassword, newPassword, confirmPassword }: ends every other session and ' +
      'answers a fresh data { token, user }; 400 with the first problem or a wrong current password.',
  })
  async changePassword(
    @CurrentUser() user: AuthUser,
    @Body() change: unknown,
  ): Promise<ApiEnvelope<AuthSession>> {
    const {
      token,
      user: account,
      sessions,
    } = await this.services.send(AUTH.changePassword, {
      userId: user.id,
      change: change as never,
    });
    await this.tokens.remember(user.id, sessions, PASSWORD_CHANGED_SESSIONS_UNFINISHED);
    return ok({ token, user: account });
  }

  @Get('profile')
  @ApiOperation({ summary: "The signed-in user's profile and settings: data.user." })
  async profile(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<{ user: AccountUser }>> {
    return ok({ user: await this.services.send(AUTH.account, { userId: user.id }) });
  }

  @Put('profile')
  @ApiOperation({
    summary: 'Changes displayName, avatar_url, banner_url, preferences (partial) or isPublic: data.user.',
  })
  async updateProfile(
    @CurrentUser() user: AuthUser,
    @Body() changes: unknown,
  ): Promise<ApiEnvelope<{ user: AccountUser }>> {
    return ok({
      user: await this.services.send(AUTH.updateProfile, { userId: user.id, changes: changes as never }),
    });
  }

  @Post('upload-avatar')
  @HttpCode(200)
  @ApiOperation({ summary: "Multipart field 'avatar', up to 5 MB: re-encoded 256×256 WebP; data.avatarUrl." })
  async uploadAvatar(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<ApiEnvelope<{ avatarUrl: string }>> {
    return ok({ avatarUrl: await this.upload(user, request, 'avatar') });
  }

  @Post('upload-banner')
  @HttpCode(200)
  @ApiOperation({
    summary: "Multipart field 'banner', up to 5 MB: re-encoded WebP up to 1500×500; data.bannerUrl.",
  })
  async uploadBanner(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<ApiEnvelope<{ bannerUrl: string }>> {
    return ok({ bannerUrl: await this.upload(user, request, 'banner') });
  }

  /**
   * The bytes go to auth-user as base64 over the transport (it carries JSON): the service that owns the
   * profile checks, re-encodes and stores them in one step, and the gateway stays free of image code.
   */
  private async upload(user: AuthUser, request: FastifyRequest, kind: ImageKind): Promise<string> {
    const bytes = await readImageUpload(request, kind);
    const { url } = await this.services.send(AUTH.uploadImage, {
      userId: user.id,
      kind,
      base64: bytes.toString('base64'),
    });
    return url;
  }

  private async checkLimit(what: string, counters: AttemptCounter[], reply: FastifyReply): Promise<void> {
    try {
      await this.limiter.assertAllowed(what, counters);
    } catch (error) {
      if (error instanceof TooManyAttemptsException)
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }
}

/** The account an attempt is for, normalised as the service stores it ('' when the body has none). */
function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? normaliseEmail(email).slice(0, 254) : '';
}

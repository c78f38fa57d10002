import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Put,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GatewayEnv } from '@tracker/config';
import {
  type AccountUser,
  type ApiEnvelope,
  AUTH,
  type AuthSession,
  type ImageKind,
  type MessageContract,
} from '@tracker/contracts';
import {
  accountUser,
  authSession,
  loginBody,
  noData,
  passwordChangeBody,
  profileChange,
  type ProfileUpdate,
  registerBody,
  uploadedAvatar,
  uploadedBanner,
} from '@tracker/contracts/schemas';
import { normaliseEmail } from '@tracker/domain';
import { SendError } from '@tracker/redis';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { AuthGuard, CurrentUser, Public, SessionOnly } from '../authentication/auth.guard.js';
import { type AuthUser, TokenVerifier } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { JSON_CONTENT_TYPE, ok, okJsonField } from '../envelope/envelope.js';
import { checkedBy } from '../http/schema-validation.js';
import { KeptAnswers } from '../kept-answers/kept-answers.js';
import { GATEWAY_ENV, ServiceClients } from '../transport/service-clients.js';
import { type AttemptCounter, AttemptLimiter } from './attempt-limiter.js';
import { DeviceTokens } from './device-token.js';
import { readImageUpload } from './image-upload.js';
import { TooManyAttemptsException } from './too-many-attempts.exception.js';

/** The new password is saved, so trying the change again would fail on the old one: say what to do. */
const PASSWORD_CHANGED_SESSIONS_UNFINISHED =
  "Your password was changed, but signing out your other devices did not finish. Please sign in with your new password and choose 'Log out everywhere'.";
const accountEnvelope = okJsonField('user');

/**
 * Spec §7 auth calls. Every route needs a bearer token except register and login; signing out, the
 * password and uploads need a signed-in session, never a personal API token.
 */
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
    @Inject(DeviceTokens) private readonly devices: DeviceTokens,
    @Inject(KeptAnswers) private readonly kept: KeptAnswers,
  ) {}

  @Post('register')
  @Public()
  @ApiOperation({
    summary: 'Creates an account: data { token, user }; 400 with the first problem, 409 when taken.',
  })
  @ApiData(authSession, HttpStatus.CREATED)
  async register(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiEnvelope<AuthSession>> {
    // Every attempt counts, valid or not: registrations are rare, and a flood is what this stops. So the
    // body is checked by its schema here, once the attempt is counted, rather than by a pipe before it.
    const counters = [{ scope: 'register-ip', id: request.ip, max: this.env.REGISTER_MAX_PER_IP }];
    const email = emailOf(body);
    if (email) counters.push({ scope: 'register-email', id: email, max: this.env.REGISTER_MAX_PER_EMAIL });
    await this.reserve('registration', counters, reply);
    const session = await this.askAuthUser(AUTH.register, checkedBy(registerBody, body), reply);
    // The browser that created the account is one its owner signs in from.
    this.devices.remember(request, reply, session.user.email);
    return ok(session);
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Signs in: data { token, user }; 401 for a wrong email or password; 403 for a disabled account (the right ' +
      'password, which does not count as a failure); 429 after 5 failures from one client.',
  })
  @ApiData(authSession)
  async login(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiEnvelope<AuthSession>> {
    const email = emailOf(body);
    const device = email ? this.devices.deviceOf(request, email) : null;
    const { counters, own } = this.loginCounters(email, request.ip, device);
    // Reserved before the password is checked, so parallel guesses cannot all pass one check; a body its
    // schema refuses is a failed attempt too. The gateway's word on the device overrides any the client gave.
    await this.reserve('login', counters, reply);
    const login = { ...checkedBy(loginBody, body), trustedDevice: device !== null };
    const session = await this.askAuthUser(AUTH.login, login, reply).catch(async (error: unknown) => {
      // auth-user says the account is disabled only once the password matched: that was no guess either.
      if (error instanceof SendError && error.payload.code === 'FORBIDDEN') await this.forgive(counters, own);
      throw error;
    });
    await this.forgive(counters, own);
    this.devices.remember(request, reply, email, device ?? undefined);
    return ok(session);
  }

  /** What every signed-in screen asks first: auth-user's serialised account, passed on unparsed. */
  @Get('me')
  @Header('content-type', JSON_CONTENT_TYPE)
  @ApiOperation({ summary: 'The signed-in user: data.user (with isAdmin).' })
  @ApiData({ user: accountUser })
  async me(@CurrentUser() user: AuthUser): Promise<Buffer> {
    return this.kept.serve('me', user.id, async () =>
      accountEnvelope(await this.services.sendJson(AUTH.account, { userId: user.id })),
    );
  }

  @Post('logout')
  @SessionOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Revokes the bearer token, durably, on every gateway replica.' })
  @ApiData(noData)
  async logout(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<null>> {
    await this.tokens.revoke(user);
    return ok(null);
  }

  @Post('logout-all')
  @SessionOnly()
  @HttpCode(200)
  @ApiOperation({ summary: "Ends every session of the user, this one included ('log out everywhere')." })
  @ApiData(noData)
  async logoutAll(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<null>> {
    await this.tokens.endAll(user.id);
    return ok(null);
  }

  @Put('password')
  @SessionOnly()
  @ApiOperation({
    summary:
      'Changes the password { currentPassword, newPassword, confirmPassword }: ends every other session and ' +
      'answers a fresh data { token, user }; 400 with the first problem or a wrong current password.',
  })
  @ApiData(authSession)
  async changePassword(
    @CurrentUser() user: AuthUser,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiEnvelope<AuthSession>> {
    // A stolen token must not buy unlimited guesses at the current password: counted like logins, a body
    // its schema refuses too (checked here, after the count).
    const attempts = { scope: 'password-user', id: user.id, max: this.env.LOGIN_MAX_FAILURES };
    await this.reserve('password change', [attempts], reply);
    const change = checkedBy(passwordChangeBody, body);
    const {
      token,
      user: account,
      sessions,
    } = await this.askAuthUser(AUTH.changePassword, { userId: user.id, change }, reply);
    await this.limiter.clear(attempts);
    await this.tokens.remember(user.id, sessions, PASSWORD_CHANGED_SESSIONS_UNFINISHED);
    return ok({ token, user: account });
  }

  @Get('profile')
  @ApiOperation({ summary: "The signed-in user's profile and settings: data.user." })
  @ApiData({ user: accountUser })
  async profile(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<{ user: AccountUser }>> {
    return ok({ user: await this.services.send(AUTH.account, { userId: user.id }) });
  }

  @Put('profile')
  @ApiOperation({
    summary: 'Changes displayName, avatar_url, banner_url, preferences (partial) or isPublic: data.user.',
  })
  @ApiData({ user: accountUser })
  async updateProfile(
    @CurrentUser() user: AuthUser,
    @Body({ schema: profileChange }) changes: ProfileUpdate,
  ): Promise<ApiEnvelope<{ user: AccountUser }>> {
    return ok({ user: await this.services.send(AUTH.updateProfile, { userId: user.id, changes }) });
  }

  @Post('upload-avatar')
  @SessionOnly()
  @HttpCode(200)
  @ApiOperation({ summary: "Multipart field 'avatar', up to 5 MB: re-encoded 256×256 WebP; data.avatarUrl." })
  @ApiData(uploadedAvatar)
  async uploadAvatar(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<ApiEnvelope<{ avatarUrl: string }>> {
    return ok({ avatarUrl: await this.upload(user, request, 'avatar') });
  }

  @Post('upload-banner')
  @SessionOnly()
  @HttpCode(200)
  @ApiOperation({
    summary: "Multipart field 'banner', up to 5 MB: re-encoded WebP up to 1500×500; data.bannerUrl.",
  })
  @ApiData(uploadedBanner)
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

  /**
   * A browser the account signed in from before counts on its own (OWASP device cookies), so guessing
   * from elsewhere never locks the owner out. Any other client counts per account and client, per IP,
   * and on a per-account ceiling against guessing spread over many addresses. `own` is the client's.
   */
  private loginCounters(
    email: string,
    ip: string,
    device: string | null,
  ): { counters: AttemptCounter[]; own: AttemptCounter } {
    const max = this.env.LOGIN_MAX_FAILURES;
    if (device) {
      const own = { scope: 'login-device', id: device, max };
      return { counters: [own], own };
    }
    const perIp = { scope: 'login-ip', id: ip, max: this.env.LOGIN_MAX_FAILURES_PER_IP };
    if (!email) return { counters: [perIp], own: perIp };
    const own = { scope: 'login-client', id: `${email}|${ip}`, max };
    const perAccount = { scope: 'login-account', id: email, max: this.env.LOGIN_MAX_FAILURES_PER_ACCOUNT };
    return { counters: [perIp, perAccount, own], own };
  }

  /** A sign-in with the right password does not count, and this client's earlier failures are forgotten. */
  private async forgive(counters: AttemptCounter[], own: AttemptCounter): Promise<void> {
    await this.limiter.release(counters);
    await this.limiter.clear(own);
  }

  private async reserve(what: string, counters: AttemptCounter[], reply: FastifyReply): Promise<void> {
    try {
      await this.limiter.reserve(what, counters);
    } catch (error) {
      if (error instanceof TooManyAttemptsException)
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }

  /** auth-user refuses a burst it cannot hash in time with RATE_LIMITED: say when to try again. */
  private async askAuthUser<Q, R>(contract: MessageContract<Q, R>, body: Q, reply: FastifyReply): Promise<R> {
    try {
      return await this.services.send(contract, body);
    } catch (error) {
      if (error instanceof SendError && error.payload.code === 'RATE_LIMITED')
        void reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      throw error;
    }
  }
}

/** auth-user refuses a hash that waited 2 s for its turn: by then the burst ahead of it has moved on. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/** The account an attempt is for, normalised as the service stores it ('' when the body has none). */
function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? normaliseEmail(email).slice(0, 254) : '';
}

import { createSecretKey, type KeyObject } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { GatewayEnv } from '@tracker/config';
import { API_TOKEN_PREFIX, type TokenClaims } from '@tracker/contracts';
import type { FastifyRequest } from 'fastify';
import jwt from 'jsonwebtoken';
import { Strategy } from 'passport-jwt';

import { GATEWAY_ENV } from '../transport/service-clients.js';
import { ApiTokenVerifier } from './api-token-verifier.js';
import { type AuthUser, NOT_AUTHENTICATED, SESSION_EXPIRED, TokenVerifier } from './token-verifier.js';
import { VerifiedTokens } from './verified-tokens.js';

/** passport's name of the strategy, for the guard. */
export const JWT_STRATEGY = 'jwt';
/** The only algorithm auth-user signs with; a token naming another is refused. */
const TOKEN_ALGORITHM = 'HS256';

/**
 * Verifies the HS256 signature and expiry of the bearer token auth-user issued (passport-jwt hands both
 * to jsonwebtoken), then lets {@link TokenVerifier} check its claims and session. A token verified before
 * skips the first part ({@link VerifiedTokens}), never the second.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  private readonly verified = new VerifiedTokens();
  private readonly key: KeyObject;

  constructor(
    @Inject(GATEWAY_ENV) env: GatewayEnv,
    @Inject(TokenVerifier) private readonly tokens: TokenVerifier,
    @Inject(ApiTokenVerifier) private readonly apiTokens: ApiTokenVerifier,
  ) {
    // A key object made once: given the string, jsonwebtoken tries it as a public key first and builds
    // a key per call (~1 ms a verify here, against ~40 µs).
    const key = createSecretKey(Buffer.from(env.JWT_SECRET));
    super({
      jwtFromRequest: bearerToken,
      // passport-jwt hands the key to jsonwebtoken as is; only its types predate key objects.
      secretOrKey: key as unknown as Buffer,
      algorithms: [TOKEN_ALGORITHM],
      // validate needs the token itself, to remember it as verified.
      passReqToCallback: true,
    });
    this.key = key;
  }

  /**
   * The same verdict for a token that comes without an HTTP request (a socket's handshake): signature,
   * expiry, claims and session, refused with the spec's messages.
   */
  async verify(token: string): Promise<AuthUser> {
    let claims = this.verified.get(token);
    if (claims === undefined) {
      try {
        claims = jwt.verify(token, this.key, { algorithms: [TOKEN_ALGORITHM] }) as TokenClaims;
      } catch (error) {
        throw new UnauthorizedException(
          error instanceof jwt.TokenExpiredError ? SESSION_EXPIRED : NOT_AUTHENTICATED,
        );
      }
      this.verified.remember(token, claims);
    }
    return this.tokens.check(claims);
  }

  /**
   * passport's entry, per request: a personal API token (`at_…`) goes to {@link ApiTokenVerifier}; a JWT
   * verified before goes straight to the session check. The prefix alone decides, so a JWT pays one
   * string comparison for API tokens existing.
   */
  override authenticate(request: Parameters<Strategy['authenticate']>[0], options?: object): void {
    const token = bearerToken(request);
    if (token !== null && token.startsWith(API_TOKEN_PREFIX)) {
      this.apiTokens.check(token).then(
        (user) => this.success(user),
        (error: unknown) => this.error(error as Error),
      );
      return;
    }
    const claims = token === null ? undefined : this.verified.get(token);
    if (claims === undefined) {
      super.authenticate(request, options);
      return;
    }
    this.tokens.check(claims).then(
      (user) => this.success(user),
      (error: unknown) => this.error(error as Error),
    );
  }

  /** Called by passport-jwt only once the token's signature and expiry are verified. */
  validate(request: FastifyRequest, claims: TokenClaims): Promise<AuthUser> {
    const token = bearerToken(request);
    if (token !== null) this.verified.remember(token, claims);
    return this.tokens.check(claims);
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: { headers: IncomingHttpHeaders }): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

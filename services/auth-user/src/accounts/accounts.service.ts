import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import type { AuthUserEnv } from '@tracker/config';
import {
  ACCOUNT_DISABLED,
  type AuthSession,
  type LoginRequest,
  type PasswordChange,
  type PasswordChanged,
  type RegisterRequest,
} from '@tracker/contracts';
import {
  confirmPasswordError,
  firstRegistrationError,
  normaliseEmail,
  PASSWORD_MAX_LENGTH,
  passwordError,
} from '@tracker/domain';
import { badRequest, forbidden, SerializedJson } from '@tracker/redis';
import { DataSource, type Repository } from 'typeorm';

import { AUTH_USER_ENV } from '../common/auth-user-env.js';
import { conflict, NOT_AUTHENTICATED, unauthorized, uniqueViolation } from '../common/errors.js';
import { isUuid } from '../common/uuid.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { UserEntity } from '../users/user.entity.js';
import { toAccountUser } from '../users/user.mapper.js';
import { AccountCache } from './account-cache.js';
import { AccountChanges } from './account-changes.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import { TokenIssuer } from './token-issuer.js';

export const USERNAME_TAKEN = 'That username is already taken.';
export const EMAIL_TAKEN = 'An account with that email already exists.';
export const INVALID_CREDENTIALS = 'Invalid email or password. Please try again.';
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect. Please try again.';
export const SAME_PASSWORD = 'Your new password must be different from your current one.';

@Injectable()
export class AccountsService {
  private readonly users: Repository<UserEntity>;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(AUTH_USER_ENV) private readonly env: AuthUserEnv,
    @Inject(TokenIssuer) private readonly tokens: TokenIssuer,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(AccountCache) private readonly cache: AccountCache,
    @Inject(AccountChanges) private readonly changes: AccountChanges,
  ) {
    this.users = dataSource.getRepository(UserEntity);
  }

  /** Spec §5 rules, then uniqueness; nothing is written unless every check passes. */
  async register(fields: RegisterRequest): Promise<AuthSession> {
    const form = {
      username: fields.username.trim(),
      email: normaliseEmail(fields.email),
      displayName: fields.displayName.trim(),
      password: fields.password,
      confirmPassword: fields.confirmPassword ?? fields.password,
    };
    const isPublic = fields.makeProfilePublic ?? true;
    const problem = firstRegistrationError(form);
    if (problem) throw badRequest(problem);

    await this.refuseTaken(form.username, form.email);
    const entity = this.users.create({
      id: randomUUID(),
      username: form.username,
      email: form.email,
      displayName: form.displayName,
      passwordHash: await hashPassword(form.password),
      isPublic,
      isAdmin: form.email === this.adminEmail(),
      preferences: {},
      lastSignInAt: new Date(),
    });
    let user: UserEntity;
    try {
      user = await this.users.save(entity);
    } catch (error) {
      // Two registrations racing for the same name: the unique index decides.
      const index = uniqueViolation(error);
      if (index === 'users_username_key') throw conflict(USERNAME_TAKEN);
      if (index === 'users_email_key') throw conflict(EMAIL_TAKEN);
      throw error;
    }
    return { token: this.tokens.issue(user), user: toAccountUser(user) };
  }

  async login(login: LoginRequest): Promise<AuthSession> {
    const email = normaliseEmail(login.email);
    const { password } = login;
    if (!email || !password) throw badRequest('Email and password are required.');
    if (password.length > PASSWORD_MAX_LENGTH) throw unauthorized(INVALID_CREDENTIALS);
    const user = await this.users.findOneBy({ email });
    const matches = await verifyPassword(
      password,
      user?.passwordHash ?? (await decoyPasswordHash()),
      login.trustedDevice === true,
    );
    if (!user || !matches) throw unauthorized(INVALID_CREDENTIALS);
    // Only the one who knows the password learns the account is disabled. The check is the write itself:
    // it waits for a disabling in progress, and the token's time, taken before it, falls before that
    // disabling's end of sessions, which is read after its own write.
    const issuedAt = Date.now();
    const [signedIn] = await this.dataSource.query<[unknown[], number]>(
      'UPDATE users SET last_sign_in_at = now() WHERE id = $1 AND disabled_at IS NULL RETURNING id',
      [user.id],
    );
    if (signedIn.length === 0) throw forbidden(ACCOUNT_DISABLED);
    return { token: this.tokens.issue(user, issuedAt), user: toAccountUser(user) };
  }

  /**
   * Spec §5 rules for the new password, then the current one (the dear hash last); the new hash and the
   * end of every session before now commit together, and this device gets a token issued after that end.
   */
  async changePassword(userId: string, change: PasswordChange): Promise<PasswordChanged> {
    const { currentPassword: current, newPassword: next, confirmPassword } = change;
    if (!current) throw badRequest(CURRENT_PASSWORD_REQUIRED);
    const problem = passwordError(next) ?? confirmPasswordError(next, confirmPassword);
    if (problem) throw badRequest(problem);
    if (next === current) throw badRequest(SAME_PASSWORD);
    const user = await this.findAccount(userId);
    const matches =
      current.length <= PASSWORD_MAX_LENGTH && (await verifyPassword(current, user.passwordHash));
    if (!matches) throw badRequest(WRONG_CURRENT_PASSWORD);

    const passwordHash = await hashPassword(next);
    const sessions = await this.dataSource.transaction(async (manager) => {
      await manager.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
        user.id,
        passwordHash,
      ]);
      return this.sessions.endAll(user.id, Date.now(), manager);
    });
    await this.changes.announce(user.id);
    // validAfter may stand ahead of this clock (another replica's): the new token must not fall before it.
    const token = this.tokens.issue(user, Math.max(Date.now(), sessions.validAfter));
    return { token, user: toAccountUser(user), sessions };
  }

  /**
   * What every signed-in screen asks first (`GET /api/auth/me`): from this replica's memory, serialised
   * once, else read and kept. A read costs no query, and the gateway passes the bytes on unparsed.
   */
  async account(userId: string): Promise<SerializedJson> {
    const cached = this.cache.get(userId);
    if (cached) return cached;
    const ticket = this.cache.ticket();
    const json = new SerializedJson(toAccountUser(await this.findAccount(userId)));
    this.cache.set(userId, json, ticket);
    return json;
  }

  /** The account a verified token names; gone or disabled since the token was issued reads as signed out. */
  async findAccount(userId: string): Promise<UserEntity> {
    const user = isUuid(userId) ? await this.users.findOneBy({ id: userId }) : null;
    if (!user || user.disabledAt) throw unauthorized(NOT_AUTHENTICATED);
    return user;
  }

  private async refuseTaken(username: string, email: string): Promise<void> {
    const taken = await this.users
      .createQueryBuilder('account')
      .select(['account.username', 'account.email'])
      .where('lower(account.username) = lower(:username) OR account.email = :email', { username, email })
      .getMany();
    if (taken.some((user) => user.username.toLowerCase() === username.toLowerCase())) {
      throw conflict(USERNAME_TAKEN);
    }
    if (taken.length > 0) throw conflict(EMAIL_TAKEN);
  }

  private adminEmail(): string | undefined {
    return this.env.ADMIN_EMAIL && normaliseEmail(this.env.ADMIN_EMAIL);
  }
}

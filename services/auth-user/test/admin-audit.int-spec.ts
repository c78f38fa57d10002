import { authUserEnvSchema } from '@tracker/config';
import { ADMIN, ADMIN_ONLY, ADMIN_PAGE_SIZE, AUTH, type MessageContract } from '@tracker/contracts';
import { describeService } from '@tracker/testing';

import { AppModule } from '../src/app.module.js';
import { AUTH_USER_TABLES } from './support/tables.js';

const ADMIN_EMAIL = 'julia@bebop.test';
const refusal = (code: string, message: string) => expect.objectContaining({ payload: { code, message } });

/** Who may act as an admin, asked afresh by every service, and the audit log of what admins did. */
describeService(
  'auth-user',
  (env) => AppModule.register(authUserEnvSchema.parse({ ...env, ADMIN_EMAIL, JWT_TTL_SECONDS: 3600 })),
  AUTH_USER_TABLES,
  (subject) => {
    const send = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
      subject().harness.send(contract, payload);
    const register = async (username: string, email = `${username.toLowerCase()}@bebop.test`) =>
      (
        await send(AUTH.register, {
          username,
          email,
          displayName: username,
          password: 'Bebop1',
          confirmPassword: 'Bebop1',
        })
      ).user.id;

    let adminId: string;
    let userId: string;
    beforeAll(async () => {
      adminId = await register('Julia', ADMIN_EMAIL);
      userId = await register('Gren');
    });

    it('answers isAdmin from the row: an enabled admin only', async () => {
      await expect(send(ADMIN.access, { userId: adminId })).resolves.toEqual({ isAdmin: true });
      await expect(send(ADMIN.access, { userId })).resolves.toEqual({ isAdmin: false });
      await expect(send(ADMIN.access, { userId: '00000000-0000-4000-8000-000000000000' })).resolves.toEqual({
        isAdmin: false,
      });

      const disabledAdmin = await register('Annie', 'annie@bebop.test');
      await subject().query('UPDATE users SET is_admin = true, disabled_at = now() WHERE id = $1', [
        disabledAdmin,
      ]);
      await expect(send(ADMIN.access, { userId: disabledAdmin })).resolves.toEqual({ isAdmin: false });
    });

    it('keeps what is recorded and lists it newest first to admins, with the actor while they exist', async () => {
      const entry = (action: string) => ({
        actorId: adminId,
        action,
        targetType: 'user' as const,
        targetId: userId,
        targetLabel: 'Gren',
        details: { reason: 'test' },
      });
      await send(ADMIN.record, entry('user.disable'));
      await send(ADMIN.record, entry('user.enable'));

      const page = await send(ADMIN.audit, { actorId: adminId, query: { page: 1 } });
      expect(page).toMatchObject({ page: 1, pageSize: ADMIN_PAGE_SIZE, total: 2 });
      expect(page.entries.map((e) => e.action)).toEqual(['user.enable', 'user.disable']);
      expect(page.entries[0]).toMatchObject({
        actor: { id: adminId, username: 'Julia' },
        targetType: 'user',
        targetId: userId,
        targetLabel: 'Gren',
        details: { reason: 'test' },
      });
      expect(await send(ADMIN.audit, { actorId: adminId, query: { page: 2 } })).toMatchObject({
        entries: [],
        total: 2,
      });
    });

    it('refuses the log to anyone but an admin', async () => {
      await expect(send(ADMIN.audit, { actorId: userId, query: { page: 1 } })).rejects.toEqual(
        refusal('FORBIDDEN', ADMIN_ONLY),
      );
    });

    it('refuses a record that names no known target type', async () => {
      await expect(
        send(ADMIN.record, {
          actorId: adminId,
          action: 'x',
          targetType: 'planet' as 'user',
          targetId: null,
          targetLabel: null,
          details: {},
        }),
      ).rejects.toEqual(
        expect.objectContaining({ payload: expect.objectContaining({ code: 'BAD_REQUEST' }) }),
      );
    });
  },
);

import { describeService } from '@tracker/testing';

import { AppModule } from '../src/app.module';

const user = (username: string, email: string) => [username, email, 'Display', 'hash'];
const insertUser = 'INSERT INTO users (username, email, display_name, password_hash) VALUES ($1, $2, $3, $4)';

describeService(
  'auth-user',
  (env) => AppModule.register(env),
  ['users'],
  (subject) => {
    it('keeps usernames unique whatever their case', async () => {
      await subject().query(insertUser, user('Spike', 'spike@bebop.test'));
      await expect(subject().query(insertUser, user('spike', 'other@bebop.test'))).rejects.toThrow(
        /users_username_key/,
      );
    });

    it('refuses usernames outside 3-30 letters, digits, _ and -, and emails not stored in lower case', async () => {
      await expect(subject().query(insertUser, user('ab', 'ab@bebop.test'))).rejects.toThrow(
        /check constraint/,
      );
      await expect(subject().query(insertUser, user('faye valentine', 'faye@bebop.test'))).rejects.toThrow(
        /check constraint/,
      );
      await expect(subject().query(insertUser, user('Faye', 'Faye@Bebop.test'))).rejects.toThrow(
        /check constraint/,
      );
    });
  },
);

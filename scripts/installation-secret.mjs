// Preloaded (node --import) by the npm scripts that run one process outside `npm start` (`npx nx serve
// <service>`, migrate, seed, catalogue:warm, admin:promote): they take this installation's JWT secret too,
// unless JWT_SECRET is set.
import { localJwtSecret } from './lib/jwt-secret.mjs';
import { JWT_SECRET_FILE } from './lib/stack-env.mjs';

process.env.JWT_SECRET = localJwtSecret(process.env, JWT_SECRET_FILE).secret;

// Renders the nginx templates beside this file for a local foreground nginx (npm start, e2e tests), the
// same substitution the nginx image's envsubst step does in containers. No dependencies on purpose:
// the start script imports it before anything is installed or built.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const templateDir = path.dirname(fileURLToPath(import.meta.url));

// Characters that would end or break an unquoted nginx argument.
const unsafePath = /[\s;{}'"$#\\]/;

/** Replaces ${NAME} placeholders; a placeholder without a value is an error, not an empty string. */
function substitute(templateName, values) {
  const text = readFileSync(path.join(templateDir, templateName), 'utf8');
  return text.replace(/\$\{([A-Z_]+)\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`${templateName}: no value for placeholder \${${name}}`);
    return values[name];
  });
}

function checkedDir(label, dir) {
  const absolute = path.resolve(dir);
  if (unsafePath.test(absolute))
    throw new Error(`renderNginx: ${label} "${absolute}" contains a character nginx cannot take unquoted`);
  return absolute;
}

/**
 * Writes <prefix>/nginx.conf, <prefix>/conf.d/{default,cache}.conf and creates the log, temp and cache
 * directories. Run nginx with `nginx -c <returned path> -p <prefix> -e stderr`.
 * When nginx starts as root its workers run as nobody: the prefix is made world-traversable here, and
 * webRoot must be world-readable.
 * @param {{ prefix: string, webPort: number, gatewayUpstream: string, webRoot: string }} options
 * @returns {string} absolute path of the top-level nginx.conf
 */
export function renderNginx({ prefix, webPort, gatewayUpstream, webRoot }) {
  const root = checkedDir('prefix', prefix);
  const web = checkedDir('webRoot', webRoot);
  if (!Number.isInteger(webPort) || webPort < 1 || webPort > 65535)
    throw new Error(`renderNginx: webPort must be a TCP port, got ${webPort}`);
  if (!/^[\w.-]+:\d+$/.test(gatewayUpstream) && !/^\[[\da-fA-F:]+\]:\d+$/.test(gatewayUpstream)) {
    throw new Error(`renderNginx: gatewayUpstream must be host:port, got "${gatewayUpstream}"`);
  }

  const dirs = [
    'conf.d',
    'logs',
    'cache',
    'temp',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `temp/${name}`),
  ];
  mkdirSync(root, { recursive: true });
  chmodSync(root, 0o755);
  for (const dir of dirs) {
    mkdirSync(path.join(root, dir), { recursive: true });
    chmodSync(path.join(root, dir), 0o755);
  }

  const values = {
    WEB_PORT: String(webPort),
    GATEWAY_UPSTREAM: gatewayUpstream,
    WEB_ROOT: web,
    NGINX_CACHE_DIR: path.join(root, 'cache'),
    NGINX_PREFIX: root,
  };
  writeFileSync(path.join(root, 'conf.d', 'default.conf'), substitute('default.conf.template', values));
  writeFileSync(path.join(root, 'conf.d', 'cache.conf'), substitute('cache.conf.template', values));
  const confPath = path.join(root, 'nginx.conf');
  writeFileSync(confPath, substitute('local.nginx.conf.template', values));
  return confPath;
}

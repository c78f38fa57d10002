import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MAX_UPLOAD_BYTES } from '@tracker/contracts';
import type { FastifyInstance } from 'fastify';

import { addRouteHook, type RouteHookName } from './route-hooks.js';

/** The routes that take a multipart body: one image each (spec §7). */
export const IMAGE_UPLOAD_ROUTES = { avatar: '/api/auth/upload-avatar', banner: '/api/auth/upload-banner' };
const UPLOAD_ROUTES: readonly string[] = Object.values(IMAGE_UPLOAD_ROUTES);

/**
 * Avatar and banner uploads, one file capped at 5 MB while it streams in: @fastify/multipart's body
 * parser and request methods (`request.file()`) for the app, its request and response hooks for the
 * upload routes only. Those two hooks clean up files a route saved to disk; as global hooks they cost
 * every other request a promise each and a listener on its response, for nothing. The plugin is given
 * the instance with its `addHook` taking those two aside, as Nest's adapter does with @fastify/cors'.
 */
export async function acceptUploads(app: NestFastifyApplication): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const uploadHooks: { name: RouteHookName; hook: unknown }[] = [];
  const hooksAside: FastifyInstance = new Proxy(fastify, {
    get(target, property) {
      if (property === 'addHook')
        return (name: string, hook: unknown) => {
          if (name === 'onRequest' || name === 'onResponse') uploadHooks.push({ name, hook });
          else (target.addHook as (name: string, hook: unknown) => void)(name, hook);
          return hooksAside;
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  await new Promise<void>((resolve, reject) =>
    fastifyMultipart(hooksAside, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }, (error?: Error) =>
      error ? reject(error) : resolve(),
    ),
  );
  for (const { name, hook } of uploadHooks)
    addRouteHook(fastify, name, (route) => UPLOAD_ROUTES.includes(route.url), hook);
}

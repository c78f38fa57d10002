import type { FastifyInstance, RouteOptions } from 'fastify';

/** The lifecycle hooks a route's options may carry (Fastify's own names). */
export type RouteHookName = 'onRequest' | 'preValidation' | 'onSend' | 'onResponse';

/**
 * Gives `hook` to each route `applies` picks, as the route is added (Fastify's `onRoute`): a global hook
 * runs, and costs, on every request; this one only on the requests it is for. Call it before the routes
 * exist: Nest adds its controllers' routes when the app starts.
 */
export function addRouteHook(
  fastify: FastifyInstance,
  name: RouteHookName,
  applies: (route: RouteOptions) => boolean,
  hook: unknown,
): void {
  fastify.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    const options = route as unknown as Record<RouteHookName, unknown>;
    const existing = options[name];
    options[name] = [...(existing === undefined ? [] : [existing].flat()), hook];
  });
}

/** Whether a route is for `method` (a route may take several). */
export function routeTakes(route: RouteOptions, method: string): boolean {
  return Array.isArray(route.method) ? route.method.includes(method) : route.method === method;
}

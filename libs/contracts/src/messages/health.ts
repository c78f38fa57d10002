import type {
  CatalogueBackendHealth,
  ComponentHealth,
  ServiceHealth,
  StackHealth,
} from '../schemas/health-responses.js';
import { SERVICE_NAMES, type ServiceName } from '../services.js';
import { type MessageContract, request } from './message.js';

// The responses are schemas (schemas/health-responses.ts); a type-only export keeps zod out of the main entry.
export type { CatalogueBackendHealth, ComponentHealth, ServiceHealth, StackHealth };

export type HealthCheck = MessageContract<Record<string, never>, ServiceHealth>;

/** `<service>.health.check` for every service. */
export const HEALTH = Object.fromEntries(
  SERVICE_NAMES.map((name) => [
    name,
    request<Record<string, never>, ServiceHealth>(name, `${name}.health.check`),
  ]),
) as Record<ServiceName, HealthCheck>;

/**
 * The health of one replica, addressed by its host name: a container's probe must learn whether its own
 * process answers, not whichever replica claims the message.
 */
export function instanceHealth(service: ServiceName, host: string): HealthCheck {
  return request<Record<string, never>, ServiceHealth>(service, `${service}.health.instance.${host}`);
}

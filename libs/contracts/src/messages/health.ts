import { SERVICE_NAMES, type ServiceName } from '../services.js';
import type { UpstreamStatus } from './catalogue.js';
import { type MessageContract, request } from './message.js';

export interface ServiceHealth {
  service: ServiceName;
  status: 'up';
  /** Whether the service reached its own Postgres schema. */
  database: 'up' | 'down';
  uptimeSeconds: number;
}

/** What GET /api/database/health answers: not the envelope (spec §7 names this shape). */
export interface CatalogueBackendHealth {
  success: boolean;
  status: 'healthy' | 'unhealthy';
  /**
   * Whether the public API answers and how much waits for it (issue 16: the home page says so in one line,
   * so empty covers and scores are explained); null when the catalogue did not say.
   */
  upstream: UpstreamStatus | null;
  error?: string;
}

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

/** What GET /api/health answers. */
export interface ComponentHealth {
  name: string;
  status: 'up' | 'down';
  latencyMs: number | null;
  error?: string;
}

export interface StackHealth {
  status: 'up' | 'down';
  components: ComponentHealth[];
  /**
   * The public API as the catalogue last saw it and the enrichment waiting for it; null when the
   * catalogue did not say. Informative only: an unreachable public API does not make the stack down.
   */
  upstream: UpstreamStatus | null;
}

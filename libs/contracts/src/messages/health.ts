import { SERVICE_NAMES, type ServiceName } from '../services.js';
import { request, type MessageContract } from './message.js';

export interface ServiceHealth {
  service: ServiceName;
  status: 'up';
  /** Whether the service reached its own Postgres schema. */
  database: 'up' | 'down';
  uptimeSeconds: number;
  /** The catalogue's only: how complete what it serves is. */
  catalogue?: CatalogueFreshness;
}

/**
 * Issue 16: whether the public anime API answers and how many titles wait for their details. The home
 * page says so in one line (GET /api/database/health passes it on), so empty covers and scores are
 * explained.
 */
export interface CatalogueFreshness {
  upstream: 'up' | 'down';
  /** Titles queued to be completed from the public API. */
  waitingTitles: number;
}

/** What GET /api/database/health answers: not the envelope (spec §7 names this shape). */
export interface CatalogueBackendHealth {
  success: boolean;
  status: 'healthy' | 'unhealthy';
  /** Null until the catalogue reports it. */
  catalogue: CatalogueFreshness | null;
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
}

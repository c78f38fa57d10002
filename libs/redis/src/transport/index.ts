/**
 * The claiming Redis transport: the server services listen with, the client the gateway and services call
 * with, and the helpers every call and handler uses. The wire format and the rules are in PROTOCOL.md.
 */
export { ClaimingRedisServer } from './claiming-redis.server.js';
export { liveReplicas, replicaSetKey } from './replica-membership.js';
export { SerializedJson } from './replies.js';
export { emit, send, SendError, sendJson } from './send.js';
export { TrackerRedisClient } from './tracker-redis.client.js';
export { transportClientRequests, transportServerRequests } from './transport-metrics.js';
export { transportOptions } from './transport-options.js';

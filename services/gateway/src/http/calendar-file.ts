import type { GatewayEnv } from '@tracker/config';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** iCalendar's media type (RFC 5545), in UTF-8. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * The site's origin as this request reached it (behind nginx: the browser's host and, from a trusted
 * proxy, its scheme), which a feed's events link to; the first CORS origin when the Host header is no
 * usable host.
 */
export function siteUrlOf(request: FastifyRequest, env: GatewayEnv): string {
  const reached = `${request.protocol}://${request.host}`;
  return URL.canParse(reached) ? new URL(reached).origin : env.CORS_ORIGIN.split(',')[0].trim();
}

/**
 * Sends a feed as text/calendar. `shared`: the public feed, which any cache may keep a while; a private
 * feed's address is its secret, so no cache keeps it.
 */
export function answerCalendar(
  reply: FastifyReply,
  { content, filename, shared }: { content: string; filename: string; shared: boolean },
): string {
  void reply
    .header('Content-Type', CALENDAR_CONTENT_TYPE)
    .header('Content-Disposition', `inline; filename="${filename}"`)
    .header('Cache-Control', shared ? 'public, max-age=300' : 'private, no-store');
  return content;
}

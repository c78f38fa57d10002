import type { IncomingMessage } from 'node:http';

import { BadRequestException, HttpException, HttpStatus, PayloadTooLargeException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MAX_IMPORT_BYTES, MAX_UPLOAD_BYTES } from '@tracker/contracts';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

import { addRouteHook, routeTakes } from './route-hooks.js';
import { IMAGE_UPLOAD_ROUTES } from './uploads.js';

/** JSON bodies: a profile or a list entry is a few hundred bytes; nginx lets up to 10 MB through. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Deeper bodies are refused before anything walks them: the deepest real body (preferences) has 3 levels. */
export const MAX_JSON_DEPTH = 32;
/** What nginx lets through (client_max_body_size): a body up to this is read to its end before a refusal. */
const DRAIN_LIMIT = 10 * 1024 * 1024;
/** Multipart framing (boundaries, part headers) around the one image. */
const MULTIPART_OVERHEAD = 64 * 1024;

interface BodyRule {
  types: readonly string[];
  limit: number;
  tooLarge: string;
  /** What to send instead, when the general 'This route takes …' would not say it as well. */
  wrongType?: string;
}

const JSON_RULE: BodyRule = {
  types: ['application/json'],
  limit: JSON_BODY_LIMIT,
  tooLarge: `The request body is too large: JSON bodies may be at most ${JSON_BODY_LIMIT / 1024 / 1024} MB.`,
};
const imageRule = (field: string): BodyRule => ({
  types: ['multipart/form-data'],
  limit: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
  tooLarge: 'Images must be 5 MB or smaller.',
  wrongType: `Send the image as multipart/form-data in the field '${field}'.`,
});
/** The routes that take another body than JSON; every other route takes JSON only (no cross-site form posts). */
const BODY_RULES: Record<string, BodyRule> = {
  [IMAGE_UPLOAD_ROUTES.avatar]: imageRule('avatar'),
  [IMAGE_UPLOAD_ROUTES.banner]: imageRule('banner'),
  '/api/auth/anime-lists/import': {
    types: ['application/xml', 'text/xml'],
    limit: MAX_IMPORT_BYTES,
    tooLarge: `A list file may be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
  },
};

const NUL = '\u0000';

/**
 * Bad input answered at the gateway with a 4xx in the envelope, before it can reach a service and fail
 * there: NUL characters (Postgres refuses them in text), bodies of the wrong type or size, JSON that is not
 * an object or nests deeper than any route needs (5,000 levels used to crash the transport's handling).
 */
export function guardRequests(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  // Fastify reads text/plain bodies by default: a cross-site form can send one without a preflight.
  fastify.removeContentTypeParser('text/plain');
  // Callbacks, not async functions: on every request, a body-less one (most) is let through without a promise.
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (request.url.includes('%00'))
      return done(new BadRequestException('The URL must not contain NUL characters (%00).'));
    if (!hasBody(request)) return done();
    checkBodyHead(request).then(() => done(), done);
  });
  // Only routes that can take a body: Fastify reads none for GET and HEAD.
  addRouteHook(
    fastify,
    'preValidation',
    (route) => !routeTakes(route, 'GET') && !routeTakes(route, 'HEAD'),
    checkParsedBody,
  );
}

function checkParsedBody(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  try {
    if (request.body !== undefined) checkBody(request);
  } catch (error) {
    return done(error as Error);
  }
  done();
}

function checkBody(request: FastifyRequest): void {
  if (mediaType(request) === 'application/json') checkJsonBody(request.body);
  else if (typeof request.body === 'string' && request.body.includes(NUL))
    throw new BadRequestException('The request body must not contain NUL characters.');
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && Number(length) !== 0) || request.headers['transfer-encoding'] !== undefined;
}

/** The type and size a route takes, from the headers alone; a refused body is read to its end first. */
async function checkBodyHead(request: FastifyRequest): Promise<void> {
  const length = Number(request.headers['content-length'] ?? 0);
  const rule = BODY_RULES[request.routeOptions.url ?? ''] ?? JSON_RULE;
  const type = mediaType(request);
  let refusal: HttpException | undefined;
  if (!rule.types.includes(type)) {
    refusal = new HttpException(
      rule.wrongType ??
        `This route takes ${rule.types.join(' or ')} bodies, not ${type ? `'${type}'` : 'a body without a Content-Type'}.`,
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    );
  } else if (length > rule.limit) {
    refusal = new PayloadTooLargeException(rule.tooLarge);
  }
  if (!refusal) return;
  // A proxy still sending the body when the answer comes and the socket closes reports a 502 instead.
  await drain(request.raw, length);
  throw refusal;
}

/** Reads and drops a body nginx would also have let through, so the connection stays usable. */
async function drain(raw: IncomingMessage, length: number): Promise<void> {
  if (length > DRAIN_LIMIT) return;
  let read = 0;
  for await (const chunk of raw) {
    read += (chunk as Buffer).length;
    if (read > DRAIN_LIMIT) return;
  }
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/** A JSON object, at most {@link MAX_JSON_DEPTH} deep, without NUL in any key or text; walked without recursion. */
export function checkJsonBody(body: unknown): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequestException('The request body must be a JSON object.');
  const pending: { value: unknown; depth: number; path: string }[] = [{ value: body, depth: 1, path: '' }];
  while (pending.length > 0) {
    const { value, depth, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL))
        throw new BadRequestException(`${path || 'Text'} must not contain NUL characters (\\u0000).`);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_JSON_DEPTH)
      throw new BadRequestException(`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
    for (const [key, child] of Object.entries(value)) {
      const childPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (key.includes(NUL)) throw new BadRequestException('Field names must not contain NUL characters.');
      pending.push({ value: child, depth: depth + 1, path: childPath });
    }
  }
}

import type { ApiEnvelope } from '@tracker/contracts';

export function ok<T>(data: T): ApiEnvelope<T> {
  return { success: true, data, error: null };
}

/** The type of an envelope written as bytes, which Fastify would otherwise send as octet-stream. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** What {@link okJson} writes around the data: for an answer assembled in parts, written once. */
export const OK_JSON_HEAD = Buffer.from('{"success":true,"data":');
export const OK_JSON_TAIL = Buffer.from(',"error":null}');

/** {@link ok} for data already serialised to UTF-8 JSON: wrapped as bytes, never parsed or serialised again. */
export function okJson(dataJson: Buffer): Buffer {
  return Buffer.concat([OK_JSON_HEAD, dataJson, OK_JSON_TAIL]);
}

export function failure(error: string): ApiEnvelope<null> {
  return { success: false, data: null, error };
}

/** {@link okJson} with the data under one field (`{ "lists": … }`), as most reads answer it. */
export function okJsonField(field: string): (dataJson: Buffer) => Buffer {
  const head = Buffer.from(`{"success":true,"data":{${JSON.stringify(field)}:`);
  const tail = Buffer.from('},"error":null}');
  return (dataJson) => Buffer.concat([head, dataJson, tail]);
}

import { z } from 'zod';

/** A schema of an answer (or part of one). */
export type ResponseSchema = z.ZodType;

/** What a route's data is: a schema, or the fields of an object (`{ entry: listEntry.nullable() }`). */
export type DataSchema = ResponseSchema | z.ZodRawShape;

/**
 * Spec §7 `{ success, data, error }` as a route answers it when it succeeds: the schema the API docs show
 * for a 2xx answer and the stack tests read real answers with (never checked at run time).
 */
export const okEnvelopeOf = (data: DataSchema) =>
  z.object({
    success: z.literal(true),
    data: data instanceof z.ZodType ? data : z.object(data),
    error: z.null(),
  });

/** A page of results (envelope.ts's Page): more exist when a full page came back. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), page: z.number().int(), hasNext: z.boolean() });

/** A page that also says how many results the whole query matches (envelope.ts's CountedPage). */
export const countedPageOf = <Item extends z.ZodType>(item: Item) =>
  pageOf(item).extend({ total: z.number().int() });

/** Many of one answer, as a route's data or one of its fields. */
export const arrayOf = <Item extends z.ZodType>(item: Item) => z.array(item);

/** The data of a route that answers nothing more than its success (logout). */
export const noData = z.null();

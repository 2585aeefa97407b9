/**
 * The answer shapes (answers.ts) built with zod's full build: the domain's listing, price,
 * moderation, user, stats and chat draft schemas are made of these, so the API document (which
 * reads the full build's schemas) and the device's small checks share one definition.
 */
import * as z from 'zod';
import { answerShapes } from './answers';

// The full build has every function the small one has, with the same meaning (its schemas are
// the small build's and more: meta, the methods). Each function is named, never the whole
// namespace, so what the shapes do not use is left out.
const functions = {
  string: z.string,
  number: z.number,
  boolean: z.boolean,
  unknown: z.unknown,
  enum: z.enum,
  array: z.array,
  object: z.object,
  record: z.record,
  optional: z.optional,
  _default: z._default,
  pipe: z.pipe,
  transform: z.transform,
  minLength: z.minLength,
};
export const fullShapes = answerShapes(functions);

/**
 * The answer shapes (answers.ts) built with zod's full build: the domain's listing, price,
 * moderation, user, stats and chat draft schemas are made of these, so the API document (which
 * reads the full build's schemas) and the device's small checks share one definition.
 */
import * as z from 'zod';
import { answerShapes, type ZodFunctions } from './answers';

// The full build has every function the small one has, with the same meaning; its schemas are
// the small build's and more (meta, the methods), so the shapes are typed as the small ones.
export const fullShapes = answerShapes(z as unknown as ZodFunctions);

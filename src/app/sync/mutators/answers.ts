/**
 * The domain's schemas for the answers a send names (`Answers` in context.ts). Loaded with the
 * first send (`send-context.ts`), so the screens that write never download them.
 */
import type { ZodType } from 'zod';
import {
  fileUploadResponseSchema,
  listingSchema,
  uploadProgressSchema,
  userSchema,
} from '@/domain';
import type { Answers } from './context';

export const answerSchemas: { [A in keyof Answers]: ZodType<Answers[A]> } = {
  listing: listingSchema,
  user: userSchema,
  fileUpload: fileUploadResponseSchema,
  uploadProgress: uploadProgressSchema,
};

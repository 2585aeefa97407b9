/**
 * Zod shapes of one inbound message, one status and one Cloud API error, as Meta documents them
 * and as real deliveries carry them (timestamps as strings or numbers, `from` absent for users
 * known only by their business-scoped id). Unknown fields pass through untouched.
 */
import { z } from 'zod';

const timestamp = z.union([z.string(), z.number()]).optional();
const captioned = z.object({ caption: z.string().optional() }).passthrough().optional();

export const inboundMessageSchema = z
  .object({
    id: z.string().min(1),
    from: z.string().optional(),
    from_user_id: z.string().optional(),
    timestamp,
    type: z.string().min(1),
    text: z.object({ body: z.string() }).optional(),
    interactive: z
      .object({
        type: z.string().optional(),
        list_reply: z.object({ id: z.string(), title: z.string().optional() }).optional(),
        button_reply: z.object({ id: z.string(), title: z.string().optional() }).optional(),
      })
      .optional(),
    // Quick-reply buttons of template messages arrive as type "button".
    button: z.object({ text: z.string().optional(), payload: z.string().optional() }).optional(),
    image: captioned,
    video: captioned,
    document: captioned,
    location: z
      .object({
        latitude: z.union([z.number(), z.string()]),
        longitude: z.union([z.number(), z.string()]),
        name: z.string().optional(),
        address: z.string().optional(),
      })
      .optional(),
  })
  .passthrough();

export type InboundMessage = z.infer<typeof inboundMessageSchema>;

export const statusSchema = z
  .object({
    id: z.string().min(1),
    status: z.string().min(1),
    timestamp,
    recipient_id: z.string().optional(),
    recipient_user_id: z.string().optional(),
    errors: z.unknown().optional(),
  })
  .passthrough();

export interface CloudApiError {
  code: number | null;
  title?: string;
  message?: string;
  details?: string;
}

const errorSchema = z
  .object({
    code: z.union([z.number(), z.string()]).optional(),
    title: z.string().optional(),
    message: z.string().optional(),
    error_data: z.object({ details: z.string().optional() }).passthrough().optional(),
  })
  .passthrough();

/** The readable part of an `errors` array; anything else in it is dropped. */
export function errorsOf(raw: unknown): CloudApiError[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = errorSchema.safeParse(item);
    if (!parsed.success) return [];
    const code = Number(parsed.data.code);
    const error: CloudApiError = { code: Number.isFinite(code) ? code : null };
    if (parsed.data.title) error.title = parsed.data.title.slice(0, 200);
    if (parsed.data.message) error.message = parsed.data.message.slice(0, 300);
    if (parsed.data.error_data?.details)
      error.details = parsed.data.error_data.details.slice(0, 300);
    return [error];
  });
}

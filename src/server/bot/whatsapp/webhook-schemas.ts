/**
 * Zod shapes of one inbound message, one status and one Cloud API error, as Meta documents them
 * and as real deliveries carry them (timestamps as strings or numbers, `from` absent for users
 * known only by their business-scoped id). Unknown fields pass through untouched.
 */
import { z } from 'zod';

/**
 * Removes what PostgreSQL cannot store in text or jsonb (NUL, and halves of surrogate pairs),
 * so an odd message is stored and answered rather than failing.
 */
export function storable(text: string): string {
  return text
    .replaceAll(String.fromCharCode(0), '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
}

/**
 * An id or a status word is kept as Meta sent it (it is how a message is known again), so one
 * holding what PostgreSQL cannot store (NUL, half a surrogate pair) is not Meta's: skipped.
 */
const storedAsSent = z
  .string()
  .min(1)
  .refine((text) => storable(text) === text, 'holds a NUL or a broken character');

const timestamp = z.union([z.string(), z.number()]).optional();
/** A media message's part: Meta's media id (to download it), its type and any caption. */
const media = z
  .object({
    id: z.string().optional(),
    mime_type: z.string().optional(),
    caption: z.string().optional(),
  })
  .passthrough()
  .optional();
const captioned = media;

export const inboundMessageSchema = z
  .object({
    id: storedAsSent,
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
        /** A completed WhatsApp Flow: its answers as a JSON string (Meta's Flows webhook). */
        nfm_reply: z
          .object({
            name: z.string().optional(),
            body: z.string().optional(),
            response_json: z.string(),
          })
          .optional(),
      })
      .optional(),
    /**
     * A reply to one of our messages (swiped to reply): `id` is the wamid of the message it
     * quotes. Forwarded messages carry a context without an id.
     */
    context: z.object({ id: z.string().optional() }).passthrough().optional(),
    /** A system message: a changed number or business-scoped id (webhook-payload.ts). */
    system: z.unknown().optional(),
    // Quick-reply buttons of template messages arrive as type "button".
    button: z.object({ text: z.string().optional(), payload: z.string().optional() }).optional(),
    image: captioned,
    video: captioned,
    document: captioned,
    sticker: media,
    audio: media,
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
    id: storedAsSent,
    status: storedAsSent,
    timestamp,
    recipient_id: storedAsSent.optional(),
    recipient_user_id: storedAsSent.optional(),
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
    if (parsed.data.title) error.title = storable(parsed.data.title).slice(0, 200);
    if (parsed.data.message) error.message = storable(parsed.data.message).slice(0, 300);
    if (parsed.data.error_data?.details)
      error.details = storable(parsed.data.error_data.details).slice(0, 300);
    return [error];
  });
}

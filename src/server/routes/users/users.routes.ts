/** The contract of /api/users: signing in and the seller's own profile. */
import { createRoute, z } from '@hono/zod-openapi';
import {
  errors,
  errorsOf,
  jsonBodyOf,
  jsonOf,
  noSecurity,
  sessionSecurity,
} from '@/server/http/router';
import {
  AccountSuspendedSchema,
  bodyIdField,
  idParams,
  isRecord,
  StatsSummarySchema,
  UserSchema,
  VerifyCodeResponseSchema,
  VerifyCodeSchema,
} from '@/server/http/schemas';
import { createMiddleware } from 'hono/factory';
import { languageUpdateSchema } from '@/domain';
import type { AppEnv } from '@/server/deps';
import { forbidden } from '@/server/http/errors';
import { signedIn, type SignedInEnv } from '@/server/http/session';
import { jsonBody } from '@/server/http/validate';

const tags = ['users'];

export const dashboard = createRoute({
  method: 'get',
  path: '/users/dashboard',
  operationId: 'getDashboard',
  tags,
  summary: "The signed-in seller's profile and totals",
  middleware: signedIn,
  security: sessionSecurity,
  responses: {
    200: jsonOf(
      z.object({ user: UserSchema, stats: StatsSummarySchema }),
      'The seller, read afresh, and their totals.',
    ),
    ...errorsOf(401, 404),
  },
});

export const tokenAuth = createRoute({
  method: 'post',
  path: '/users/token-auth',
  operationId: 'signInWithLink',
  tags,
  summary: 'Sign in with the link the bot sent',
  description:
    'Send the link token as `Authorization: Bearer <token>`. A link works once. Not rate-limited: ' +
    'the token cannot be guessed.',
  security: noSecurity,
  request: {
    headers: z.object({
      authorization: z.string().optional().meta({ description: 'Bearer <link token>' }),
    }),
  },
  responses: {
    200: jsonOf(
      z.intersection(UserSchema, z.object({ token: z.string() })),
      'The seller and a session token.',
    ),
    401: jsonOf(
      z.object({ message: z.string(), reason: z.enum(['expired', 'used', 'unknown']) }),
      'The link cannot sign in: `reason` says whether it expired, was used or is unknown.',
    ),
    403: jsonOf(AccountSuspendedSchema, 'The account is suspended: no sign-in.'),
  },
});

export const logout = createRoute({
  method: 'post',
  path: '/users/logout',
  operationId: 'signOut',
  tags,
  summary: 'End the session the request carries',
  description:
    'Answers 204 also when the session has already ended, so a sign-out queued offline ' +
    'completes whenever it arrives.',
  security: sessionSecurity,
  responses: { 204: { description: 'Signed out; the token cookie is cleared.' }, 413: errors[413] },
});

export const verifyCode = createRoute({
  method: 'post',
  path: '/users/verify-code',
  operationId: 'signInWithCode',
  tags,
  summary: 'Sign in with the code the bot sent',
  middleware: jsonBody,
  security: noSecurity,
  request: { body: jsonBodyOf(VerifyCodeSchema) },
  responses: {
    200: jsonOf(VerifyCodeResponseSchema, 'The seller and a session token.'),
    ...errorsOf(400, 401, 415, 422, 429),
    409: jsonOf(
      z.object({ message: z.string(), reason: z.literal('used') }),
      'The right code, already used (sent twice at once, or after its link signed in): not ' +
        'counted as a wrong guess.',
    ),
    403: jsonOf(AccountSuspendedSchema, 'The account is suspended: no sign-in.'),
  },
});

/** Only the seller themself: checked before the body is read. */
const ownProfile = createMiddleware<AppEnv & SignedInEnv>(async (c, next) => {
  if (c.req.param('id') !== c.var.user.id) throw forbidden('You can only change your own profile.');
  await next();
});

/** The edit body's outline; the fields are validated in the handler, after the phone check. */
const ProfileEditSchema = z
  .preprocess(
    (value) => (isRecord(value) ? value : {}),
    z
      .object({
        _id: bodyIdField,
        user: z
          .preprocess((v) => (isRecord(v) ? v : undefined), z.record(z.string(), z.unknown()))
          .optional()
          .meta({
            description: 'The profile fields, as ProfileUpdate (or send them flat).',
            // Checked in the handler with the ProfileUpdate schema (see users.index.ts).
            allOf: [{ $ref: '#/components/schemas/ProfileUpdate' }],
          }),
      })
      .catchall(z.unknown()),
  )
  .meta({ id: 'ProfileEdit' });

export const updateProfile = createRoute({
  method: 'patch',
  path: '/users/{id}',
  operationId: 'updateProfile',
  tags,
  summary: "Change the seller's profile (the login phone cannot change)",
  middleware: [signedIn, ownProfile, jsonBody] as const,
  security: sessionSecurity,
  request: {
    params: idParams,
    body: jsonBodyOf(ProfileEditSchema, 'The fields of ProfileUpdate, under `user` or flat.'),
  },
  responses: {
    200: jsonOf(UserSchema, 'The seller as stored now.'),
    ...errorsOf(400, 401, 403, 404, 415, 422),
  },
});

export const LanguageUpdateSchema = languageUpdateSchema.meta({ id: 'LanguageUpdate' });

export const updateLanguage = createRoute({
  method: 'put',
  path: '/users/{id}/language',
  operationId: 'updateLanguage',
  tags,
  summary: "Set the seller's language for the app and the bot",
  description:
    "The app's language (en, sn or nd), kept on the profile so another device signs in to it; the bot answers this phone in it from its next message until the seller writes in another.",
  middleware: [signedIn, ownProfile, jsonBody] as const,
  security: sessionSecurity,
  request: {
    params: idParams,
    body: jsonBodyOf(LanguageUpdateSchema, 'The language.'),
  },
  responses: {
    200: jsonOf(UserSchema, 'The seller as stored now.'),
    ...errorsOf(400, 401, 403, 404, 415, 422),
  },
});

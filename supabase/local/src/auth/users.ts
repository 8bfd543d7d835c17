import type { Row } from '../db/types.ts';

export interface UserRow extends Row {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  banned_until: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Columns as JSON-friendly text so PGlite and node-postgres return identical shapes (ISO timestamps
 * with offset, like GoTrue).
 */
export const USER_COLUMNS = `id::text as id, aud, role, email, encrypted_password,
  to_json(email_confirmed_at) #>> '{}' as email_confirmed_at,
  to_json(confirmation_sent_at) #>> '{}' as confirmation_sent_at,
  to_json(recovery_sent_at) #>> '{}' as recovery_sent_at,
  email_change, to_json(email_change_sent_at) #>> '{}' as email_change_sent_at,
  to_json(last_sign_in_at) #>> '{}' as last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, is_anonymous,
  to_json(banned_until) #>> '{}' as banned_until,
  to_json(created_at) #>> '{}' as created_at,
  to_json(updated_at) #>> '{}' as updated_at`;

function metadata(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') return JSON.parse(value) as Record<string, unknown>;
  return (value ?? {}) as Record<string, unknown>;
}

/** The user object GoTrue answers with (and supabase-js exposes as `User`). */
export function userJson(user: UserRow): Record<string, unknown> {
  const confirmed = user.email_confirmed_at;
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: confirmed ?? undefined,
    phone: '',
    confirmation_sent_at: user.confirmation_sent_at ?? undefined,
    confirmed_at: confirmed ?? undefined,
    recovery_sent_at: user.recovery_sent_at ?? undefined,
    // models.User's pending e-mail change (omitted when none).
    new_email: user.email_change ?? undefined,
    email_change_sent_at: user.email_change ? (user.email_change_sent_at ?? undefined) : undefined,
    last_sign_in_at: user.last_sign_in_at ?? undefined,
    // models.User's banned_until (omitted when not banned), which the admin API shows.
    banned_until: user.banned_until ?? undefined,
    app_metadata: metadata(user.raw_app_meta_data),
    user_metadata: metadata(user.raw_user_meta_data),
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          email: user.email,
          email_verified: Boolean(confirmed),
          phone_verified: false,
          sub: user.id,
        },
        provider: 'email',
        last_sign_in_at: user.last_sign_in_at ?? user.created_at,
        created_at: user.created_at,
        updated_at: user.updated_at,
        email: user.email,
      },
    ],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
}

/**
 * What GoTrue answers when someone signs up with an address that already has a confirmed account:
 * a plausible user with a fresh id and no identities, so the answer does not reveal the account.
 */
export function obfuscatedUserJson(
  email: string,
  metadataIn: Record<string, unknown>,
): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadataIn,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

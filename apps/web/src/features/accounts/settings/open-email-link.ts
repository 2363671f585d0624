import { useQuery } from '@tanstack/react-query';
import type { EmailLinkResponse } from '@vitrina/contract/auth';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

/** The three links of an e-mail change, by what they do. */
export type EmailLinkKind = 'confirmation' | 'undo' | 'authorization';

/**
 * POST /users/email/<kind> { token } → { email }: confirm the new address, undo a change from the old one
 * (every session ends), or let an account without a password go ahead. 400 enlace_usado, enlace_caducado,
 * token_invalido; 409 correo_existe.
 */
export function openEmailLink(kind: EmailLinkKind, token: string): Promise<EmailLinkResponse> {
  return call(linkEndpoints[kind], { body: { token } });
}

const linkEndpoints = {
  confirmation: authEndpoints.confirmEmail,
  undo: authEndpoints.undoEmail,
  authorization: authEndpoints.authorizeEmail,
} as const;

/** Single-use links: asked once per link and shared by every render, never retried (as the sign-up confirmation). */
export function useOpenEmailLink(kind: EmailLinkKind, token: string | null) {
  return useQuery({
    queryKey: settingsKeys.emailLink(kind, token),
    queryFn: () => openEmailLink(kind, token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

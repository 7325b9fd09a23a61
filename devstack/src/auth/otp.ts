import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Tx } from '../context.js';
import { authErrors } from './errors.js';

/** Links sent in PKCE flows carry this prefix, so /verify knows to answer with ?code= instead of tokens. */
export const PKCE_PREFIX = 'pkce_';

/** E-mailed OTPs and links stay valid this long (Supabase's hosted default). */
export const OTP_EXPIRY_SECONDS = 3600;

/** An auth code must be exchanged within five minutes of being issued (GoTrue's flow-state expiry). */
const FLOW_STATE_EXPIRY_SECONDS = 300;

export const generateOtp = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** GoTrue's token hash: hex SHA-224 of the address followed by the OTP. The link carries the hash. */
export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

export interface PkceParams {
  code_challenge?: string;
  code_challenge_method?: string;
}

export function pkceChallenge(
  params: PkceParams,
): { challenge: string; method: 's256' | 'plain' } | undefined {
  const { code_challenge: challenge, code_challenge_method: method } = params;
  if (!challenge && !method) return undefined;
  if (!challenge || !method) {
    throw authErrors.validation('PKCE flow requires code_challenge_method and code_challenge');
  }
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') {
    throw authErrors.validation(`code challenge method not supported: ${method}`);
  }
  return { challenge, method: normalized };
}

/** Stores a flow state whose auth_code the client will exchange with its code verifier. */
export async function createFlowState(
  tx: Tx,
  pkce: { challenge: string; method: string },
  input: { userId: string | null; providerType: string; authenticationMethod: string },
): Promise<{ id: string; authCode: string }> {
  const authCode = randomUUID();
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method)
     values ($1::uuid, $2, $3, $4, $5, $6) returning id`,
    [input.userId, authCode, pkce.method, pkce.challenge, input.providerType, input.authenticationMethod],
  );
  return { id: rows[0]!.id, authCode };
}

/** The newest flow state of this user for this method; its code is handed out now, restarting the clock. */
export async function issueAuthCodeForUser(tx: Tx, userId: string, authenticationMethod: string) {
  const { rows } = await tx.query<{ auth_code: string }>(
    `update auth.flow_state set updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1::uuid and authentication_method = $2
                 order by created_at desc limit 1)
     returning auth_code`,
    [userId, authenticationMethod],
  );
  return rows[0]?.auth_code;
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge_method: string;
  code_challenge: string;
  authentication_method: string;
  expired: boolean;
}

/** Checks the verifier against the stored challenge and consumes the flow state. */
export async function consumeFlowState(tx: Tx, authCode: string, codeVerifier: string) {
  const { rows } = await tx.query<FlowStateRow>(
    `select id, user_id, code_challenge_method, code_challenge, authentication_method,
       updated_at < now() - make_interval(secs => $2) as expired
     from auth.flow_state where auth_code = $1 for update`,
    [authCode, FLOW_STATE_EXPIRY_SECONDS],
  );
  const flow = rows[0];
  if (!flow?.user_id) throw authErrors.flowStateNotFound();
  if (flow.expired) throw authErrors.flowStateExpired();
  const expected =
    flow.code_challenge_method === 's256'
      ? createHash('sha256').update(codeVerifier).digest('base64url')
      : codeVerifier;
  if (expected !== flow.code_challenge) throw authErrors.badCodeVerifier();
  await tx.query('delete from auth.flow_state where id = $1::uuid', [flow.id]);
  return { id: flow.id, userId: flow.user_id, authenticationMethod: flow.authentication_method };
}

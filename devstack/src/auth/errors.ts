import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error GoTrue would answer with: HTTP status, machine code (error_code) and message (msg). */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const MIN_PASSWORD_LENGTH = 6;

export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  weakPassword: () =>
    new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  reauthenticationNeeded: () =>
    new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () =>
    new AuthError(400, 'reauthentication_not_valid', 'Nonce has expired or is invalid'),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  validation: (message: string, status: 400 | 422 = 400) =>
    new AuthError(status, 'validation_failed', message),
  invalidEmail: () =>
    new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  otpDisabled: () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  missingSub: () => new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userFromJwtNotFound: () =>
    new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  flowStateNotFound: () =>
    new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () =>
    new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () =>
    new AuthError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  providerDisabled: (provider: string) =>
    new AuthError(400, 'validation_failed', `Unsupported provider: provider ${provider} is not enabled`),
  unsupportedGrant: () => new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
};

const API_VERSION_HEADER = 'X-Supabase-Api-Version';

/**
 * GoTrue's two error body shapes: clients announcing API version 2024-01-01 (supabase-js does) get
 * {code: 'invalid_credentials', msg} plus the version header; older clients get {code: 400, error_code, msg}.
 * Both carry error_code so either kind of client can read it.
 */
export function errorResponse(c: Context, error: AuthError) {
  const version = c.req.header(API_VERSION_HEADER);
  if (version && version >= '2024-01-01') {
    c.header(API_VERSION_HEADER, '2024-01-01');
    return c.json(
      { code: error.code, error_code: error.code, msg: error.message, ...error.extra },
      error.status,
    );
  }
  return c.json(
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    error.status,
  );
}

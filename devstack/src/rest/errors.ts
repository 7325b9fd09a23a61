/** A PostgREST-shaped error: {code, message, details, hint} with an HTTP status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toJSON() {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** Anything outside the supported grammar: a loud 400, never a wrong answer. */
export const unsupported = (what: string) =>
  new RestError(400, 'PGRST100', `Unsupported by the devstack REST emulation: ${what}`);

export const parseError = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', message, details);

interface PgError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

/** PostgREST's mapping of SQLSTATE to HTTP status. */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '53400') return 500;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (cls === '22' || cls === '23' || cls === '42') return 400;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)
  )
    return 500;
  return 400;
}

export function fromPgError(err: unknown, role: string): RestError {
  if (err instanceof RestError) return err;
  const e = err as PgError;
  if (typeof e?.code === 'string' && e.code.length === 5) {
    return new RestError(
      statusForSqlState(e.code, role),
      e.code,
      e.message,
      e.detail ?? null,
      e.hint ?? null,
    );
  }
  return new RestError(500, 'PGRST000', (e as Error)?.message ?? String(err));
}

/**
 * The contract between the devstack's parts (database adapter, REST, auth, storage, mail, functions).
 * Each part is a Hono app built from this context, mounted by server.ts on one port.
 */
import type { AuthRateLimits } from './auth/rate-limits.js';

export interface QueryResult<R = Record<string, unknown>> {
  rows: R[];
  /** Column names and Postgres type OIDs, in select order. */
  fields: { name: string; dataTypeID: number }[];
  /** Rows affected by INSERT/UPDATE/DELETE. */
  affectedRows?: number;
}

/** One connection inside a transaction. */
export interface Tx {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
}

/** PGlite or a PostgreSQL server behind one interface. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction (BEGIN … COMMIT), rolled back when fn throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** A single statement outside an explicit transaction, as the superuser. */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
  /** Runs a script of several statements (bootstrap, migrations, seed). */
  exec(sql: string): Promise<void>;
  /**
   * LISTEN on a channel: onNotify gets each payload after its transaction commits. On a PostgreSQL server
   * the listening connection reconnects by itself and then calls onReconnect (notifications sent while it
   * was away are lost, so the caller catches up). Resolves with a function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface DevstackConfig {
  /** Public URL of the API, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  /** Where auth e-mails and OAuth flows send the browser by default, e.g. http://localhost:3000 */
  siteUrl: string;
  /** Extra allowed redirect URLs (prefix match). */
  redirectUrls: string[];
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Access token lifetime in seconds. */
  jwtExpiry: number;
  /** Sign-ups must confirm their e-mail before signing in. */
  mailerAutoconfirm: boolean;
  /**
   * GoTrue's secure password change ([auth.email] secure_password_change): a session older than 24 hours
   * changes the password only with the code GET /reauthenticate mails.
   */
  securePasswordChange?: boolean;
  /** Folder for storage objects and PGlite data. */
  dataDir: string;
  /** Silence request logging. */
  quiet: boolean;
  /**
   * GoTrue's rate limits (auth/rate-limits.ts): its defaults when unset, some changed, or 'off' for test
   * harnesses that sign in hundreds of times from one address. DEVSTACK_AUTH_RATE_LIMITS sets it.
   */
  authRateLimits?: Partial<AuthRateLimits> | 'off';
  /**
   * Serve the local Google stand-in (/authorize?provider=google, /google/consent). It signs in any existing
   * account without a password, so startServer turns it off when the API listens on anything but loopback.
   */
  googleStandIn?: boolean;
  /**
   * The most rows one REST read returns ([api] max_rows of supabase/config.toml, as PostgREST's
   * db-max-rows); null for no cap.
   */
  maxRows: number | null;
  /** Base URL of the mail inbox once it listens (set by startServer), e.g. http://127.0.0.1:54324. */
  mailUrl?: string;
}

export interface DevstackContext {
  db: Db;
  config: DevstackConfig;
  mail: Mailer;
}

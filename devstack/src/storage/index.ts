import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { photoContentsMismatchMessage, sniffImageType, storedPhotoType } from '@partyeasy/shared-domain';
import { Hono } from 'hono';
import type { DevstackContext, Tx } from '../context.js';
import { jsonDepth } from '../json-depth.js';
import { AuthError, type RequestRole, resolveRole, runAsRole } from '../request-role.js';

/** A Supabase-storage-shaped error. */
class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly statusCode = String(status),
  ) {
    super(message);
  }
}

interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  owner: string | null;
  created_at: string;
  updated_at: string;
}

interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  pdf: 'application/pdf',
  txt: 'text/plain',
  json: 'application/json',
};

const guessMime = (name: string) =>
  MIME_BY_EXT[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = mime.split(';')[0]!.trim().toLowerCase();
  return allowed.some((a) => {
    const p = a.trim().toLowerCase();
    if (p === '*/*' || p === '*') return true;
    if (p.endsWith('/*')) return base.startsWith(p.slice(0, -1));
    return base === p;
  });
}

/** Supabase Storage refuses object names longer than this (bytes of UTF-8), as S3 does. */
export const MAX_OBJECT_NAME_BYTES = 1024;

/**
 * An object name as Supabase Storage accepts it: no empty, '.' or '..' segment, no control character
 * (NUL included), at most 1024 bytes. Refused with 400 InvalidKey; the message never echoes the name
 * (it could be megabytes long or carry control characters).
 */
export function cleanObjectPath(raw: string): string {
  const name = raw
    .split('/')
    .filter((s) => s !== '')
    .join('/');
  if (Buffer.byteLength(name, 'utf8') > MAX_OBJECT_NAME_BYTES) {
    throw new StorageError(400, 'InvalidKey', `Invalid key: longer than ${MAX_OBJECT_NAME_BYTES} bytes`);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) {
    throw new StorageError(400, 'InvalidKey', 'Invalid key: control characters are not allowed');
  }
  if (name === '' || name.split('/').some((s) => s === '..' || s === '.')) {
    throw new StorageError(400, 'InvalidKey', `Invalid key: ${name === '' ? '(empty)' : name}`);
  }
  return name;
}

/**
 * A declared image type must match the bytes: an upload declared image/jpeg, image/png, image/webp or
 * image/gif whose bytes are not that format (HTML, a script, another format) is refused with
 * 415 invalid_mime_type. Other declared types are left to the bucket's allowed_mime_types. The formats and
 * their magic bytes are shared-domain's (the upload function checks with the same definition).
 */
function checkDeclaredImage(declared: string, bytes: Buffer) {
  const expected = storedPhotoType(declared);
  if (!expected) return;
  if (sniffImageType(bytes) !== expected) {
    throw new StorageError(415, 'invalid_mime_type', photoContentsMismatchMessage(expected), '415');
  }
}

/** Parses the object's user metadata (multipart `metadata` field, or the base64 x-metadata header). */
function parseUserMetadata(text: string): unknown {
  if (text.length > 64 * 1024) {
    throw new StorageError(400, 'InvalidRequest', 'metadata is larger than 64 KB');
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    if (jsonDepth(text, 32) > 32) throw new Error('too deep');
    return value;
  } catch {
    throw new StorageError(400, 'InvalidRequest', 'metadata must be a JSON object');
  }
}

const storageJson = (err: StorageError) =>
  new Response(JSON.stringify({ statusCode: err.statusCode, error: err.error, message: err.message }), {
    status: err.status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/** Files of the seed live in supabase/seed/storage/<bucket>/<path>; the seed SQL inserts their rows. */
export async function copySeedFiles(seedStorageDir: string, dataDir: string): Promise<boolean> {
  try {
    await stat(seedStorageDir);
  } catch {
    return false;
  }
  await cp(seedStorageDir, path.join(dataDir, 'storage'), { recursive: true, force: true });
  return true;
}

/** /storage/v1: buckets from storage.buckets, objects on disk with a storage.objects row each (so RLS applies). */
export function createStorageApp(ctx: DevstackContext): Hono {
  const root = path.join(ctx.config.dataDir, 'storage');
  const fileOf = (bucket: string, name: string) => path.join(root, bucket, ...name.split('/'));
  const app = new Hono();

  const bucketById = async (id: string): Promise<Bucket> => {
    const r = await ctx.db.query<Bucket>('select * from storage.buckets where id = $1', [id]);
    const b = r.rows[0];
    if (!b) throw new StorageError(404, 'Bucket not found', 'Bucket not found');
    return b;
  };

  const who = async (headers: Headers): Promise<RequestRole> => {
    try {
      return await resolveRole(headers, ctx.config);
    } catch (err) {
      if (err instanceof AuthError) throw new StorageError(400, 'Unauthorized', err.message, '403');
      throw err;
    }
  };

  const fromDbError = (err: unknown): never => {
    const code = (err as { code?: string }).code;
    const message = (err as Error).message;
    if (code === '23505') throw new StorageError(409, 'Duplicate', 'The resource already exists', '409');
    if (code === '42501') throw new StorageError(403, 'Unauthorized', message, '403');
    throw err;
  };

  async function upload(
    c: { req: { raw: Request } },
    bucketId: string,
    rawName: string,
    mode: 'create' | 'update',
  ) {
    const req = c.req.raw;
    const role = await who(req.headers);
    const bucket = await bucketById(bucketId);
    const name = cleanObjectPath(rawName);
    const contentTypeHeader = req.headers.get('content-type') ?? '';
    let bytes: Buffer;
    let mimetype: string;
    let cacheControl = req.headers.get('cache-control') ?? 'no-cache';
    let userMetadata: unknown = null;
    if (contentTypeHeader.startsWith('multipart/form-data')) {
      const form = await req.formData().catch(() => {
        throw new StorageError(400, 'InvalidRequest', 'The multipart body could not be read');
      });
      let file: File | null = null;
      for (const [, value] of form) if (typeof value !== 'string' && !file) file = value as File;
      if (!file) throw new StorageError(400, 'InvalidRequest', 'No file found in the multipart body');
      bytes = Buffer.from(await file.arrayBuffer());
      mimetype = file.type || guessMime(name);
      const cc = form.get('cacheControl');
      if (typeof cc === 'string' && cc !== '') cacheControl = /^\d+$/.test(cc) ? `max-age=${cc}` : cc;
      const meta = form.get('metadata');
      if (typeof meta === 'string') userMetadata = parseUserMetadata(meta);
    } else {
      bytes = Buffer.from(await req.arrayBuffer());
      mimetype = contentTypeHeader || guessMime(name);
      const xmeta = req.headers.get('x-metadata');
      if (xmeta) {
        if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(xmeta.trim())) {
          throw new StorageError(400, 'InvalidRequest', 'x-metadata must be base64-encoded JSON');
        }
        userMetadata = parseUserMetadata(Buffer.from(xmeta, 'base64').toString('utf8'));
      }
    }
    if (bucket.file_size_limit !== null && bytes.length > Number(bucket.file_size_limit)) {
      throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size', '413');
    }
    if (!mimeAllowed(mimetype, bucket.allowed_mime_types)) {
      throw new StorageError(415, 'invalid_mime_type', `mime type ${mimetype} is not supported`, '415');
    }
    checkDeclaredImage(mimetype, bytes);
    const upsert = mode === 'update' || req.headers.get('x-upsert') === 'true';
    const metadata: ObjectMetadata = {
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
      size: bytes.length,
      mimetype,
      cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: bytes.length,
      httpStatusCode: 200,
    };
    const owner = role.claims.sub ?? null;
    const target = fileOf(bucket.id, name);
    const id = await runAsRole(ctx.db, role, async (tx: Tx) => {
      let rows: { id: string }[];
      try {
        if (mode === 'update') {
          rows = (
            await tx.query<{ id: string }>(
              `update storage.objects set metadata = $3, user_metadata = $4, owner = $5, owner_id = $7, updated_at = now(), version = $6
               where bucket_id = $1 and name = $2 returning id`,
              [bucket.id, name, metadata, userMetadata, owner, randomUUID(), owner],
            )
          ).rows;
          if (rows.length === 0) throw new StorageError(400, 'not_found', 'Object not found', '404');
        } else {
          const conflict = upsert
            ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata,
                 owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version, updated_at = now()`
            : '';
          rows = (
            await tx.query<{ id: string }>(
              `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
               values ($1, $2, $3, $7, $4, $5, $6) ${conflict} returning id`,
              [bucket.id, name, owner, metadata, userMetadata, randomUUID(), owner],
            )
          ).rows;
        }
      } catch (err) {
        if (err instanceof StorageError) throw err;
        return fromDbError(err);
      }
      // written before the row commits: a failed write rolls the row back
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomUUID()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, target);
      return rows[0]!.id;
    });
    return new Response(JSON.stringify({ Id: id, Key: `${bucket.id}/${name}` }), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  }

  async function serve(
    bucketId: string,
    name: string,
    metadata: Partial<ObjectMetadata> | null,
    head: boolean,
  ) {
    let bytes: Buffer;
    try {
      bytes = await readFile(fileOf(bucketId, name));
    } catch {
      throw new StorageError(400, 'not_found', 'Object not found', '404');
    }
    const headers: Record<string, string> = {
      'content-type': metadata?.mimetype ?? guessMime(name),
      'cache-control': metadata?.cacheControl ?? 'no-cache',
      'content-length': String(bytes.length),
    };
    if (metadata?.eTag) headers.etag = metadata.eTag;
    if (metadata?.lastModified) headers['last-modified'] = new Date(metadata.lastModified).toUTCString();
    return new Response(head ? null : new Uint8Array(bytes), { status: 200, headers });
  }

  async function getPublic(bucketId: string, rawName: string, head: boolean) {
    const bucket = await bucketById(bucketId);
    const name = cleanObjectPath(rawName);
    if (!bucket.public) throw new StorageError(400, 'not_found', 'Object not found', '404');
    const r = await ctx.db.query<{ metadata: Partial<ObjectMetadata> | null }>(
      'select metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucket.id, name],
    );
    if (!r.rows[0]) throw new StorageError(400, 'not_found', 'Object not found', '404');
    return serve(bucket.id, name, r.rows[0].metadata, head);
  }

  async function getAuthenticated(req: Request, bucketId: string, rawName: string, head: boolean) {
    const role = await who(req.headers);
    const bucket = await bucketById(bucketId);
    const name = cleanObjectPath(rawName);
    const rows = await runAsRole(
      ctx.db,
      role,
      async (tx) =>
        (
          await tx.query<{ metadata: Partial<ObjectMetadata> | null }>(
            'select metadata from storage.objects where bucket_id = $1 and name = $2',
            [bucket.id, name],
          )
        ).rows,
    );
    if (!rows[0]) throw new StorageError(400, 'not_found', 'Object not found', '404');
    return serve(bucket.id, name, rows[0].metadata, head);
  }

  const objectPath = (url: string, prefix: string) => {
    const p = new URL(url).pathname;
    const i = p.indexOf(prefix);
    try {
      return decodeURIComponent(p.slice(i + prefix.length));
    } catch {
      throw new StorageError(400, 'InvalidKey', 'Invalid key: malformed percent-encoding');
    }
  };

  // Every answer, object or error, tells the browser not to guess another type than the one declared.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });

  app.onError((err) => {
    const res =
      err instanceof StorageError
        ? storageJson(err)
        : (() => {
            if (!ctx.config.quiet) console.error('[storage]', err);
            // never the error's own message: it can name a file-system path
            return storageJson(new StorageError(500, 'internal', 'Internal Server Error'));
          })();
    res.headers.set('X-Content-Type-Options', 'nosniff');
    return res;
  });

  app.get('/bucket', async (c) => {
    const role = await who(c.req.raw.headers);
    const rows = await runAsRole(
      ctx.db,
      role,
      async (tx) => (await tx.query('select * from storage.buckets order by name')).rows,
    );
    return c.json(rows);
  });
  app.get('/bucket/:id', async (c) => {
    await who(c.req.raw.headers);
    return c.json(await bucketById(c.req.param('id')));
  });

  for (const route of [
    '/object/sign/*',
    '/object/move',
    '/object/copy',
    '/object/upload/*',
    '/object/info/*',
    '/render/*',
  ]) {
    app.all(route, (c) => {
      throw new StorageError(
        400,
        'InvalidRequest',
        `Unsupported by the devstack storage emulation: ${c.req.method} ${new URL(c.req.url).pathname}`,
      );
    });
  }

  app.on(['GET', 'HEAD'], '/object/public/:bucket/*', (c) =>
    getPublic(
      c.req.param('bucket'),
      objectPath(c.req.url, `/object/public/${c.req.param('bucket')}/`),
      c.req.method === 'HEAD',
    ),
  );
  app.on(['GET', 'HEAD'], '/object/authenticated/:bucket/*', (c) =>
    getAuthenticated(
      c.req.raw,
      c.req.param('bucket'),
      objectPath(c.req.url, `/object/authenticated/${c.req.param('bucket')}/`),
      c.req.method === 'HEAD',
    ),
  );

  app.post('/object/list/:bucket', async (c) => {
    const role = await who(c.req.raw.headers);
    const bucket = await bucketById(c.req.param('bucket'));
    const body = (await c.req.json().catch(() => ({}))) as {
      prefix?: string;
      limit?: number;
      offset?: number;
      search?: string;
      sortBy?: { column?: string; order?: string };
    };
    if (
      (body.prefix !== undefined && typeof body.prefix !== 'string') ||
      (body.search !== undefined && typeof body.search !== 'string') ||
      (body.limit !== undefined && !Number.isInteger(body.limit)) ||
      (body.offset !== undefined && !Number.isInteger(body.offset))
    ) {
      throw new StorageError(
        400,
        'InvalidRequest',
        'prefix and search must be strings, limit and offset integers',
      );
    }
    const prefix = (body.prefix ?? '').replace(/^\/+|\/+$/g, '');
    const like = prefix === '' ? '%' : `${prefix.replace(/[\\%_]/g, '\\$&')}/%`;
    const rows = await runAsRole(
      ctx.db,
      role,
      async (tx) =>
        (
          await tx.query<Record<string, unknown> & { name: string }>(
            `select id, name, owner, created_at, updated_at, last_accessed_at, metadata, user_metadata from storage.objects
           where bucket_id = $1 and name like $2 order by name`,
            [bucket.id, like],
          )
        ).rows,
    );
    const start = prefix === '' ? 0 : prefix.length + 1;
    const entries = new Map<string, Record<string, unknown>>();
    for (const r of rows) {
      const rest = r.name.slice(start);
      const slash = rest.indexOf('/');
      if (slash >= 0) {
        const folder = rest.slice(0, slash);
        if (!entries.has(folder)) {
          entries.set(folder, {
            name: folder,
            id: null,
            updated_at: null,
            created_at: null,
            last_accessed_at: null,
            metadata: null,
          });
        }
      } else entries.set(rest, { ...r, name: rest });
    }
    let list = [...entries.values()];
    if (body.search)
      list = list.filter((e) => String(e.name).toLowerCase().includes(body.search!.toLowerCase()));
    const column = body.sortBy?.column ?? 'name';
    const dir = body.sortBy?.order === 'desc' ? -1 : 1;
    list.sort((a, b) => {
      const av = String(a[column] ?? '');
      const bv = String(b[column] ?? '');
      return av < bv ? -dir : av > bv ? dir : 0;
    });
    const offset = body.offset ?? 0;
    return c.json(list.slice(offset, offset + (body.limit ?? 100)));
  });

  app.delete('/object/:bucket', async (c) => {
    const role = await who(c.req.raw.headers);
    const bucket = await bucketById(c.req.param('bucket'));
    const body = (await c.req.json().catch(() => ({}))) as { prefixes?: unknown };
    if (!Array.isArray(body.prefixes) || body.prefixes.some((p) => typeof p !== 'string')) {
      throw new StorageError(400, 'InvalidRequest', 'body must have a prefixes array of strings');
    }
    const names = (body.prefixes as string[]).map(cleanObjectPath);
    const deleted = await runAsRole(
      ctx.db,
      role,
      async (tx) =>
        (
          await tx.query<Record<string, unknown> & { name: string }>(
            `delete from storage.objects where bucket_id = $1 and name = any($2)
           returning id, bucket_id, name, owner, created_at, updated_at, last_accessed_at, metadata`,
            [bucket.id, names],
          )
        ).rows,
    );
    await Promise.all(deleted.map((d) => rm(fileOf(bucket.id, d.name), { force: true })));
    return c.json(deleted);
  });

  app.delete('/object/:bucket/*', async (c) => {
    const role = await who(c.req.raw.headers);
    const bucket = await bucketById(c.req.param('bucket'));
    const name = cleanObjectPath(objectPath(c.req.url, `/object/${bucket.id}/`));
    const deleted = await runAsRole(
      ctx.db,
      role,
      async (tx) =>
        (
          await tx.query('delete from storage.objects where bucket_id = $1 and name = $2 returning id', [
            bucket.id,
            name,
          ])
        ).rows,
    );
    if (deleted.length === 0) throw new StorageError(400, 'not_found', 'Object not found', '404');
    await rm(fileOf(bucket.id, name), { force: true });
    return c.json({ message: 'Successfully deleted' });
  });

  app.post('/object/:bucket/*', (c) =>
    upload(c, c.req.param('bucket'), objectPath(c.req.url, `/object/${c.req.param('bucket')}/`), 'create'),
  );
  app.put('/object/:bucket/*', (c) =>
    upload(c, c.req.param('bucket'), objectPath(c.req.url, `/object/${c.req.param('bucket')}/`), 'update'),
  );
  app.on(['GET', 'HEAD'], '/object/:bucket/*', (c) =>
    getAuthenticated(
      c.req.raw,
      c.req.param('bucket'),
      objectPath(c.req.url, `/object/${c.req.param('bucket')}/`),
      c.req.method === 'HEAD',
    ),
  );
  app.all('*', (c) => {
    throw new StorageError(
      400,
      'InvalidRequest',
      `Unsupported by the devstack storage emulation: ${c.req.method} ${new URL(c.req.url).pathname}`,
    );
  });
  return app;
}

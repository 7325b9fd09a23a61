/**
 * POST /cleanup-uploads — removes uploads that nothing has used for longer than their kind allows (listing
 * photos: a day; public.upload_kinds), which gives their place in the account's upload budget back. Called
 * every minute by the schedule (pg_cron + pg_net in production, the devstack locally). Each batch is claimed in
 * the database first (claim_unused_uploads: disjoint rows for concurrent runs), removed through Storage's API
 * (so the stored bytes go too, not only the row) and then forgotten (finish_upload_removal). Concurrent or
 * repeated runs remove each object once; a run that dies leaves its claim, which is taken again 15 minutes
 * later. Only the service role may call it: `Authorization: Bearer <SUPABASE_SERVICE_ROLE_KEY>`.
 *
 * 200 { removed, failed } · 401 unauthorized
 */
import { Hono } from 'hono';
import { serviceClient } from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, errorResponse, HttpError } from '../_shared/http.ts';

const BATCH = 200;
const MAX_BATCHES = 5;

const app = new Hono();
app.onError((err, c) => errorResponse(c, err));

app.post('/cleanup-uploads', async (c) => {
  const env = functionEnv();
  if (bearerToken(c) !== env.serviceRoleKey) throw new HttpError(401, 'unauthorized', 'Service role only.');
  const db = serviceClient(env);
  let removed = 0;
  let failed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const { data, error } = await db.rpc('claim_unused_uploads', { p_limit: BATCH });
    if (error) throw new Error(`claiming unused uploads: ${error.message}`);
    const claimed = data ?? [];
    if (claimed.length === 0) break;
    const byBucket = new Map<string, { ids: string[]; names: string[] }>();
    for (const row of claimed) {
      const group = byBucket.get(row.bucket_id) ?? { ids: [], names: [] };
      group.ids.push(row.id);
      group.names.push(row.object_name);
      byBucket.set(row.bucket_id, group);
    }
    for (const [bucket, group] of byBucket) {
      const { error: removeError } = await db.storage.from(bucket).remove(group.names);
      if (removeError) {
        // The claim stays; a later run takes it again.
        failed += group.names.length;
        continue;
      }
      const { error: finishError } = await db.rpc('finish_upload_removal', { p_ids: group.ids });
      if (finishError) throw new Error(`forgetting removed uploads: ${finishError.message}`);
      removed += group.names.length;
    }
    if (claimed.length < BATCH) break;
  }
  return c.json({ removed, failed });
});

export default app;

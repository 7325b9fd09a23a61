// Supabase Edge Functions entry (Deno). The devstack serves handler.ts directly.
import app from './handler.ts';

Deno.serve(app.fetch);

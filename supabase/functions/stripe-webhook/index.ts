// Supabase Edge Functions entry (Deno). Deploy with --no-verify-jwt: the provider signs, it has no JWT.
import app from './handler.ts';

Deno.serve(app.fetch);

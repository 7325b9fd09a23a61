// Supabase Edge Functions entry (Deno). verify_jwt = false in config.toml: the provider signs, it has no JWT.
import app from './handler.ts';

Deno.serve(app.fetch);

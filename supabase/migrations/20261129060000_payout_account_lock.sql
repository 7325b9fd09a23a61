-- Simultaneous first clicks on "Connect payouts" all save the same Stripe account: an upsert on vendor_id
-- alone let the second insert trip the stripe_account_id unique index (not its conflict target) before the
-- first committed. Saves of one vendor now take turns on a transaction-scoped advisory lock, so the later
-- ones find the row and update it.
create or replace function public.save_payout_account(
  p_vendor_id uuid, p_stripe_account_id text, p_payouts_enabled boolean, p_details_submitted boolean
)
returns public.payout_accounts
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved public.payout_accounts;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('payout_accounts:' || p_vendor_id::text, 0));
  insert into public.payout_accounts (vendor_id, stripe_account_id, state, details_submitted)
  values (p_vendor_id, p_stripe_account_id,
          case when p_payouts_enabled then 'payouts_enabled' else 'details_needed' end, p_details_submitted)
  on conflict (vendor_id) do update
     set state = excluded.state, details_submitted = excluded.details_submitted, updated_at = now()
   where public.payout_accounts.stripe_account_id = excluded.stripe_account_id
  returning * into saved;
  return saved;
end;
$$;

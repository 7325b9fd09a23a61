-- One listing per user (README, "Where the spec left gaps"): a vendor account owns at most one vendors row.
-- Every screen treats "the user's listing" as one row (the header's Vendor Dashboard link, onboarding's
-- resume, the dashboard, the package builder); the database now refuses a second one from the API, so no
-- client can create it, and the one lookup of the own listing (`ownVendorRow` in shared-domain/backend)
-- reads a single row. Enforced for the roles the API gives to users (anon, authenticated), not for the
-- operator's SQL or the service role: test fixtures and operators may still keep several listings of one
-- account, which the app then shows as its newest.
-- Concurrent inserts of one user wait for each other (a transaction-scoped advisory lock per user), so two
-- onboarding tabs cannot both create a listing.
create or replace function public.vendors_one_listing_per_user()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('vendors_one_listing_per_user:' || new.user_id::text, 0));
  if exists (select 1 from public.vendors where user_id = new.user_id) then
    raise exception 'You already have a listing: continue it from your vendor dashboard'
      using errcode = '23505', hint = 'one_listing_per_user';
  end if;
  return new;
end;
$$;

create trigger vendors_one_listing_per_user
  before insert on public.vendors
  for each row execute function public.vendors_one_listing_per_user();

-- Extensions and the helpers every area relies on. The tables keep the spec's exact names and fields, plus
-- additions (new columns and tables only, never renames).

-- Extensions ------------------------------------------------------------------------------------------

-- the exclusion constraint bookings_no_overlap (uuid equality in a GiST index)
create extension if not exists btree_gist with schema extensions;

-- trigram indexes of the operator searches (80_operator.sql)
create extension if not exists pg_trgm with schema extensions;

-- Functions -------------------------------------------------------------------------------------------

-- Admin is a server-set claim in app_metadata (never user_metadata, never a fixed id).
create or replace function public.is_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false)
$$;
comment on function public.is_admin() is 'True when the caller''s JWT carries app_metadata.role = admin.';

-- Callers that are neither anon nor authenticated (service_role, postgres, migrations) are trusted.
create or replace function public.is_trusted_caller()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select current_user not in ('anon', 'authenticated') or public.is_admin()
$$;

-- updated_at of a row is the time of its last change.
create or replace function public.touch_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- created_at (and vendor_ai_data's updated_at) are the server's for callers the API gives to users, whatever
-- they send (user_id columns: the policies refuse any id but the caller's).
create or replace function public.server_stamps()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if public.is_trusted_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  if tg_table_name = 'vendor_ai_data' then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

-- In PostgreSQL 'NaN'::numeric passes `>= 0` (NaN sorts above every number) and numeric accepts 'Infinity', so
-- every money, extra-charge and duration check has this finiteness condition too. Integer columns cannot hold
-- either value.
create or replace function public.is_finite(p numeric)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p is null or (p > '-Infinity'::numeric and p < 'Infinity'::numeric)
$$;
comment on function public.is_finite(numeric) is
  'True for null and every ordinary number; false for NaN (which sorts above Infinity), Infinity and -Infinity.';

-- Whether p_zone is a time zone PostgreSQL knows (vendors.time_zone).
create or replace function public.is_time_zone(p_zone text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  perform now() at time zone p_zone;
  return true;
exception when others then
  return false;
end;
$$;

create or replace function public.user_text_problem(p_value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_value is null then 'blank'
    when p_value ~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]' then 'control'
    when p_value ~ '[\u202A-\u202E\u2066-\u2069]' then 'direction'
    when p_value !~ ('[^\u0009-\u000D\u0020\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5'
                     '\u180B-\u180F\u2000-\u200F\u2028\u2029\u202F\u205F-\u2064\u206A-\u206F\u2800\u3000'
                     '\u3164\uFE00-\uFE0F\uFEFF\uFFA0]') then 'blank'
  end
$$;
comment on function public.user_text_problem(text) is
  'What is wrong with a user-written text: control, direction, blank (nothing visible), or null when fine. Same rule as shared-domain userTextProblem.';

create or replace function public.user_text_ok(p_value text, p_required boolean default false)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_value is null
      or coalesce(public.user_text_problem(p_value), 'ok') = 'ok'
      or (public.user_text_problem(p_value) = 'blank' and not p_required)
$$;
create or replace function public.user_text_ok(p_values text[], p_required boolean default false)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(bool_and(public.user_text_ok(v, p_required) and v is not null), true)
    from unnest(p_values) v
$$;
comment on function public.user_text_ok(text[], boolean) is
  'user_text_ok for each element of a list of texts (qualifications, …).';

comment on function public.user_text_ok(text, boolean) is
  'The check of every user-written text column: no control or direction characters; with p_required, not blank once invisible characters are removed. Null passes (not null is the column''s business).';

-- The same rule for write functions, with the field's messages (shared-domain USER_TEXT_MESSAGES).
create or replace function public.user_text_check(p_value text, p_field text, p_required_message text default null)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  problem text := public.user_text_problem(p_value);
begin
  if problem = 'control' then
    raise exception '% contains control characters, which are not allowed.', p_field using errcode = '22023';
  elsif problem = 'direction' then
    raise exception '% contains text-direction characters, which are not allowed.', p_field
      using errcode = '22023';
  elsif problem = 'blank' and p_required_message is not null then
    raise exception '%', p_required_message using errcode = '22023';
  end if;
end;
$$;

-- A terms version the server records: a real calendar date, at most 31 days ahead (changes are announced 30
-- days before they take effect). '2025-06-18' passes; '2025-02-30', 'v1' and null do not.
create or replace function public.terms_version_ok(p_version text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_version is null or p_version !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    return false;
  end if;
  return to_char(p_version::date, 'YYYY-MM-DD') = p_version and p_version::date <= current_date + 31;
exception when others then
  return false;
end;
$$;

-- What is wrong with a quote request's fields, in shared-domain QUOTE_MESSAGES' words (null: nothing).
-- p_today is the first vendor's date today: the event is from the day after.
create or replace function public.quote_request_problem(
  p_event_date date, p_start_time time, p_hours numeric, p_guests integer, p_location text,
  p_budget_cents integer, p_details text, p_today date
)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_event_date is null then 'Please choose the event date.'
    when p_event_date <= p_today then 'The event date must be tomorrow or later.'
    when p_event_date > p_today + 730 then 'The event date can be at most 2 years ahead.'
    when p_start_time is null then 'Please choose a start time.'
    when p_hours is null or p_hours < 0.5 or p_hours > 24 or p_hours * 2 <> trunc(p_hours * 2)
      then 'Hours must be between 0.5 and 24, in steps of half an hour.'
    when p_guests is null or p_guests < 1 or p_guests > 10000 then 'Guests must be between 1 and 10,000.'
    when public.user_text_problem(p_location) = 'blank' or p_location is null then 'Please give the city or location.'
    when char_length(btrim(p_location)) > 200 then 'The location can be at most 200 characters.'
    when p_budget_cents is not null and (p_budget_cents < 100 or p_budget_cents > 100000000)
      then 'The budget must be between $1.00 and $1,000,000.00.'
    when p_details is null or public.user_text_problem(p_details) = 'blank' then 'Please describe what you need.'
    when char_length(btrim(p_details)) > 2000 then 'The details can be at most 2,000 characters.'
  end
$$;

-- What is wrong with an offer's fields (null: nothing). p_event_start is the offer's start in the vendor's zone.
create or replace function public.quote_offer_problem(
  p_price_cents integer, p_includes text, p_event_start timestamptz, p_hours numeric, p_expires_at timestamptz,
  p_refund_policy text, p_now timestamptz
)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_price_cents is null or p_price_cents < 100 or p_price_cents > 100000000
      then 'The price must be between $1.00 and $1,000,000.00.'
    when p_includes is null or public.user_text_problem(p_includes) = 'blank' then 'Please say what the offer includes.'
    when char_length(btrim(p_includes)) > 2000 then 'What the offer includes can be at most 2,000 characters.'
    when p_event_start is null then 'Please choose the event date and start time.'
    when p_event_start <= p_now then 'The event must start in the future.'
    when p_hours is null or p_hours < 0.5 or p_hours > 24 or p_hours * 2 <> trunc(p_hours * 2)
      then 'Hours must be between 0.5 and 24, in steps of half an hour.'
    when p_expires_at is null then 'Please choose when the offer expires.'
    when p_expires_at <= p_now then 'The offer must expire in the future.'
    when p_expires_at > p_now + interval '7 days' then 'An offer can be open for at most 7 days.'
    when p_expires_at > p_event_start then 'The offer must expire before the event starts.'
    when p_refund_policy is not null and p_refund_policy not in ('flexible', 'standard', 'strict')
      then 'Choose a refund policy from the list.'
  end
$$;

-- "Sat, Dec 12, 2026 at 6:00 PM, 4 hours": the when of a request or offer in messages and e-mails.
create or replace function public.quote_when_text(p_date date, p_time time, p_hours numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(p_date, 'Dy, Mon FMDD, YYYY') || ' at ' || to_char(p_time, 'FMHH12:MI AM') || ', '
         || trim_scale(p_hours)::text || case when p_hours = 1 then ' hour' else ' hours' end
$$;

-- "$1,250.00"
create or replace function public.quote_money_text(p_cents bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select '$' || to_char(p_cents / 100.0, 'FM999,999,990.00')
$$;

-- How many hours before the event the booking's policy stops refunding in full: the cancellation window in
-- which a booking can no longer be changed (shared-domain bookingChangeWindowHours).
create or replace function public.booking_change_window_hours(p_policy text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_policy when 'flexible' then 24 when 'strict' then 168 else 72 end
$$;

-- "Sat, Dec 12, 2026 at 6:00 PM, 4 hours, 80 guests, $1,260.00" (the price with the fee).
create or replace function public.booking_change_text(p_date date, p_time time, p_hours numeric, p_guests integer,
                                                      p_total_cents bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select public.quote_when_text(p_date, p_time, p_hours) || ', ' || p_guests::text
         || case when p_guests = 1 then ' guest, ' else ' guests, ' end || public.quote_money_text(p_total_cents)
$$;

-- Privileges ------------------------------------------------------------------------------------------

revoke all on function public.quote_request_problem(date, time, numeric, integer, text, integer, text, date) from public, anon, authenticated;

revoke all on function public.quote_offer_problem(integer, text, timestamptz, numeric, timestamptz, text, timestamptz) from public, anon, authenticated;

revoke all on function public.quote_when_text(date, time, numeric) from public, anon, authenticated;

revoke all on function public.quote_money_text(bigint) from public, anon, authenticated;

revoke all on function public.booking_change_window_hours(text) from public, anon;

revoke all on function public.booking_change_text(date, time, numeric, integer, bigint) from public, anon, authenticated;

-- Terms acceptance and receipts (issue 45 items 5 and 6).
-- Terms: each profile records the version of the Terms of Service and Privacy Policy its user accepted,
-- together with the confirmation of being 18 or older, and when. Written by the server only: from the
-- sign-up's user metadata (terms_version) in the auth trigger, or by accept_terms() from the prompt shown
-- at sign-in to a user who has not accepted the current version. Versions are the terms' effective dates
-- (YYYY-MM-DD), so a later version sorts after an earlier one; a recorded version never moves back.
-- Receipts: booking_receipt() gives a host the amounts of one of their charged bookings, and
-- payout_statement() a vendor one of their payouts, read from the database only.

alter table public.users add column if not exists terms_version text;
alter table public.users add column if not exists terms_accepted_at timestamptz;
alter table public.users drop constraint if exists users_terms_version_format;
alter table public.users add constraint users_terms_version_format
  check (terms_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and (terms_version is null) = (terms_accepted_at is null));
comment on column public.users.terms_version is
  'The Terms of Service and Privacy Policy version (their effective date) the user accepted, confirming they are 18 or older; null: never accepted.';

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

-- The users row of an auth user, from user_metadata, whatever created the auth user. Over-long values are not
-- copied (the auth user itself is the user's own business; the profile row dashboards show stays within the
-- table's limits). A terms_version in the metadata (sent by the sign-up form once the user confirmed being
-- 18 or older and accepted both documents) is recorded when it is later than the one on record.
create or replace function public.upsert_user_profile(u auth.users)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(u.raw_user_meta_data, '{}'::jsonb);
  full_name text := coalesce(nullif(btrim(meta ->> 'full_name'), ''), nullif(btrim(meta ->> 'name'), ''));
  phone text := nullif(btrim(coalesce(meta ->> 'phone_number', meta ->> 'phone')), '');
  user_type text := case when meta ->> 'user_type' in ('host', 'vendor') then meta ->> 'user_type' end;
  terms text := case when jsonb_typeof(meta -> 'terms_version') = 'string'
                          and public.terms_version_ok(meta ->> 'terms_version')
                     then meta ->> 'terms_version' end;
begin
  if char_length(full_name) > 200 or not public.user_text_ok(full_name, true) then
    full_name := null;
  end if;
  if char_length(phone) > 64 or not public.user_text_ok(phone, true) then
    phone := null;
  end if;
  insert into public.users as p (id, name, email, phone_number, type, terms_version, terms_accepted_at)
  values (u.id, full_name, u.email, phone, user_type, terms, case when terms is not null then now() end)
  on conflict (id) do update
    set email = excluded.email,
        name = coalesce(excluded.name, p.name),
        phone_number = coalesce(excluded.phone_number, p.phone_number),
        type = coalesce(p.type, excluded.type),
        terms_version = case when excluded.terms_version > coalesce(p.terms_version, '')
                             then excluded.terms_version else p.terms_version end,
        terms_accepted_at = case when excluded.terms_version > coalesce(p.terms_version, '')
                                 then excluded.terms_accepted_at else p.terms_accepted_at end;
end;
$$;
revoke all on function public.upsert_user_profile(auth.users) from public, anon, authenticated;

-- The signed-in user accepts the Terms and the Privacy Policy of p_version and confirms being 18 or older
-- (the prompt after sign-in, a Google sign-up coming back). Idempotent: the same or an earlier version
-- than the one on record changes nothing. Answers the version and time on record.
create or replace function public.accept_terms(p_version text)
returns table (terms_version text, terms_accepted_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  u auth.users;
begin
  if auth.uid() is null then
    raise exception 'sign in to accept the terms' using errcode = '42501';
  end if;
  if not public.terms_version_ok(p_version) then
    raise exception 'unknown terms version' using errcode = '22023';
  end if;
  select * into u from auth.users where id = auth.uid();
  if not found then
    raise exception 'sign in to accept the terms' using errcode = '42501';
  end if;
  -- the profile normally exists (auth trigger); made here if not
  perform public.upsert_user_profile(u);
  update public.users p
     set terms_version = p_version, terms_accepted_at = now()
   where p.id = u.id and p_version > coalesce(p.terms_version, '');
  return query select p.terms_version, p.terms_accepted_at from public.users p where p.id = u.id;
end;
$$;
revoke all on function public.accept_terms(text) from public, anon;
grant execute on function public.accept_terms(text) to authenticated;

-- Receipts -------------------------------------------------------------------------------------------

-- The receipt of a charged booking (paid, completed, or cancelled after payment) for its host and admins;
-- every amount from the booking row and its refunds (the figures of money_figures): subtotal, fee,
-- charged = subtotal + fee, refunded (accepted refunds), net = charged − refunded. Anyone else, and a
-- booking that charged nothing, gets PT404 (not found), so a receipt's existence is not told to others.
create or replace function public.booking_receipt(p_booking_id uuid)
returns table (
  booking_id uuid,
  payment_status text,
  booking_date date,
  booking_time time,
  duration_hours numeric,
  guest_count integer,
  selected_packages text,
  selected_addons text,
  event_location text,
  vendor_id uuid,
  vendor_name text,
  customer_name text,
  customer_email text,
  booked_at timestamptz,
  paid_at timestamptz,
  cancelled_at timestamptz,
  completed_at timestamptz,
  subtotal_cents bigint,
  fee_cents bigint,
  charged_cents bigint,
  refunded_cents bigint,
  net_paid_cents bigint,
  refunds jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  b public.bookings;
begin
  select * into b from public.bookings x where x.id = p_booking_id;
  if not found or auth.uid() is null
     or not (b.user_id = auth.uid() or public.is_admin())
     or public.booking_charged_cents(b) = 0 then
    raise exception 'receipt not found' using errcode = 'PT404';
  end if;
  return query
  select b.id, b.payment_status, b.booking_date, b.booking_time, b.duration_hours, b.guest_count,
         b.selected_packages, b.selected_addons, b.event_location, b.vendor_id, v.name, b.customer_name,
         b.customer_email, b.created_at, b.paid_at, b.cancelled_at, b.completed_at,
         public.booking_cents(b.total_amount),
         public.booking_cents(coalesce(b.processing_fee, 0)),
         public.booking_charged_cents(b),
         b.refunded_cents::bigint,
         public.booking_charged_cents(b) - b.refunded_cents,
         coalesce((select jsonb_agg(jsonb_build_object('amount_cents', r.amount_cents, 'status', r.status,
                                                       'at', r.updated_at) order by r.created_at, r.id)
                     from public.booking_refunds r
                    where r.booking_id = b.id and r.status in ('pending', 'succeeded')), '[]'::jsonb)
    from public.vendors v
   where v.id = b.vendor_id;
end;
$$;
revoke all on function public.booking_receipt(uuid) from public, anon;
grant execute on function public.booking_receipt(uuid) to authenticated;

-- The statement of one payout (a transfer, or a hold while payouts are not enabled: the rows of
-- vendor_payouts) for the listing's owner and admins: the booking it pays, its subtotal and refunds,
-- the amount, what was reversed from it since, and when. Anyone else, and any other ledger entry, gets
-- PT404.
create or replace function public.payout_statement(p_entry_id bigint)
returns table (
  entry_id bigint,
  kind text,
  status text,
  amount_cents integer,
  reversed_cents bigint,
  net_cents bigint,
  provider_id text,
  created_at timestamptz,
  settled_at timestamptz,
  vendor_id uuid,
  vendor_name text,
  booking_id uuid,
  booking_date date,
  booking_time time,
  customer_name text,
  selected_packages text,
  selected_addons text,
  subtotal_cents bigint,
  refunded_cents integer,
  reversals jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  e public.payout_ledger;
  back bigint;
begin
  select * into e from public.payout_ledger l where l.id = p_entry_id;
  if not found or auth.uid() is null
     or not (e.kind = 'transfer' or (e.kind = 'hold' and e.status = 'held')) or e.status = 'void'
     or not (public.is_admin()
             or exists (select 1 from public.vendors v where v.id = e.vendor_id and v.user_id = auth.uid())) then
    raise exception 'statement not found' using errcode = 'PT404';
  end if;
  select coalesce(sum(r.amount_cents), 0) into back from public.payout_ledger r
   where r.transfer_entry_id = e.id and r.kind = 'reversal' and r.status = 'succeeded';
  return query
  select e.id, e.kind, e.status, e.amount_cents, back, e.amount_cents - back, e.provider_id, e.created_at,
         e.settled_at, e.vendor_id, v.name, b.id, b.booking_date, b.booking_time, b.customer_name,
         b.selected_packages, b.selected_addons, public.booking_cents(b.total_amount), b.refunded_cents,
         coalesce((select jsonb_agg(jsonb_build_object('amount_cents', r.amount_cents, 'status', r.status,
                                                       'at', coalesce(r.settled_at, r.created_at))
                                    order by r.id)
                     from public.payout_ledger r
                    where r.transfer_entry_id = e.id and r.kind = 'reversal' and r.status <> 'void'),
                  '[]'::jsonb)
    from public.bookings b
    join public.vendors v on v.id = b.vendor_id
   where b.id = e.booking_id;
end;
$$;
revoke all on function public.payout_statement(bigint) from public, anon;
grant execute on function public.payout_statement(bigint) to authenticated;

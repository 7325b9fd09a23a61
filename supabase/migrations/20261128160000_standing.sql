-- Vendor standing (issue 45 item 3, docs/standing.md): the four rules of the Terms a vendor is held to, over
-- the last 90 days: replies to messages within 24 hours, answers to quote requests within 12 hours,
-- cancellations by the vendor under 5% of its bookings, a review average of 4 stars or more.
-- vendor_standing() gives one vendor's figures live (the vendor dashboard, an admin); the admin vendor list
-- filters and sorts by vendor_standings, a copy refreshed by the schedule so a page of the list reads one
-- row per vendor instead of four aggregates. The thresholds are shared-domain's STANDING_RULES.

-- Tables ----------------------------------------------------------------------------------------------

-- Each vendor's figures at computed_at, and how many of the four rules it falls short of (shortfalls).
create table if not exists public.vendor_standings (
  vendor_id uuid primary key references public.vendors (id) on delete cascade,
  computed_at timestamptz not null,
  reply_turns integer not null,
  replied_within_24h integer not null,
  quote_requests integer not null,
  quotes_within_12h integer not null,
  bookings integer not null,
  vendor_cancellations integer not null,
  review_count integer not null,
  review_average numeric(3, 2),
  shortfalls smallint not null check (shortfalls between 0 and 4)
);
alter table public.vendor_standings enable row level security;
comment on table public.vendor_standings is
  'Vendor standing figures refreshed by refresh_vendor_standings(); read through vendor_overview (admins) only.';

-- Functions -------------------------------------------------------------------------------------------

-- Whether a rule is met by a figure: 'met', 'unmet' or 'not_enough_data' (fewer cases than the rule needs).
-- The same thresholds and worked examples as shared-domain standingStatus:
-- replies 9 of 10 within 24 h met, 8 of 10 unmet, 2 turns not enough data; quote requests the same within
-- 12 h; cancellations 0 of 20 met, 1 of 20 (5%) unmet, 4 bookings not enough data; reviews 4.0 over 3 met,
-- 3.9 unmet, 2 reviews not enough data.
create or replace function public.standing_rule_status(p_rule text, p_value numeric, p_cases integer)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_value is null or coalesce(p_cases, 0) < case p_rule when 'cancellations' then 5 else 3 end
      then 'not_enough_data'
    when p_rule in ('replies', 'quote_requests') then case when p_value >= 0.9 then 'met' else 'unmet' end
    when p_rule = 'cancellations' then case when p_value < 0.05 then 'met' else 'unmet' end
    when p_rule = 'reviews' then case when p_value >= 4 then 'met' else 'unmet' end
  end
$$;

-- A vendor's figures over the 90 days before p_now. Replies: host turns (public.message_turns) begun in the
-- period, answered or waiting for more than 24 hours, and how many were answered within 24 hours. Bookings:
-- those made in the period that were paid (paid, completed, or cancelled after the payment), and how many
-- of them the vendor cancelled. Reviews: the visible ones written in the period.
create or replace function public.vendor_standing_figures(p_vendor_id uuid, p_now timestamptz default now())
returns table (
  reply_turns integer,
  replied_within_24h integer,
  quote_requests integer,
  quotes_within_12h integer,
  bookings integer,
  vendor_cancellations integer,
  review_count integer,
  review_average numeric
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.turns, r.within,
         -- MERGE(quotes): wire vendor_quote_response_rate(p_vendor_id) here (its requests and answered_within_12h)
         0, 0,
         b.bookings, b.cancelled, v.n, v.average
    from (select count(*)::integer as turns,
                 (count(*) filter (where t.replied_at <= t.started_at + interval '24 hours'))::integer as within
            from public.message_turns t
           where t.vendor_id = p_vendor_id
             and t.started_at >= p_now - interval '90 days' and t.started_at <= p_now
             and (t.replied_at is not null or t.started_at < p_now - interval '24 hours')) r,
         (select count(*)::integer as bookings,
                 (count(*) filter (where x.payment_status = 'cancelled' and x.cancelled_by = 'vendor'))::integer
                   as cancelled
            from public.bookings x
           where x.vendor_id = p_vendor_id
             and x.created_at >= p_now - interval '90 days' and x.created_at <= p_now
             and (x.payment_status in ('paid', 'completed')
                  or (x.payment_status = 'cancelled' and (x.paid_at is not null or x.cancelled_by = 'vendor')))) b,
         (select count(*)::integer as n, round(avg(w.rating), 2) as average
            from public.reviews w
           where w.vendor_id = p_vendor_id and w.hidden_at is null
             and w.created_at >= p_now - interval '90 days' and w.created_at <= p_now) v
$$;

-- How many of the four rules the figures fall short of.
create or replace function public.standing_shortfalls(
  p_reply_turns integer, p_replied_within_24h integer, p_quote_requests integer, p_quotes_within_12h integer,
  p_bookings integer, p_vendor_cancellations integer, p_review_count integer, p_review_average numeric
)
returns smallint
language sql
immutable
parallel safe
set search_path = ''
as $$
  select ((public.standing_rule_status('replies', p_replied_within_24h::numeric / nullif(p_reply_turns, 0),
                                       p_reply_turns) = 'unmet')::integer
        + (public.standing_rule_status('quote_requests', p_quotes_within_12h::numeric / nullif(p_quote_requests, 0),
                                       p_quote_requests) = 'unmet')::integer
        + (public.standing_rule_status('cancellations', p_vendor_cancellations::numeric / nullif(p_bookings, 0),
                                       p_bookings) = 'unmet')::integer
        + (public.standing_rule_status('reviews', p_review_average, p_review_count) = 'unmet')::integer)::smallint
$$;

-- One vendor's standing: the caller's listing when p_vendor_id is null, any listing for an admin. Answers
-- { vendor_id, period_days, period_from, period_to, replies: {turns, within_24h}, quote_requests:
-- {requests, within_12h, wired}, cancellations: {bookings, by_vendor}, reviews: {count, average},
-- shortfalls }; PT404 when the caller has no listing or asks for another's (the same answer either way).
create or replace function public.vendor_standing(p_vendor_id uuid default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  vid uuid;
  f record;
  at_now constant timestamptz := now();
begin
  if p_vendor_id is null then
    select v.id into vid from public.vendors v where v.user_id = auth.uid() order by v.created_at limit 1;
  elsif public.is_admin() then
    select v.id into vid from public.vendors v where v.id = p_vendor_id;
  else
    select v.id into vid from public.vendors v where v.id = p_vendor_id and v.user_id = auth.uid();
  end if;
  if vid is null then
    raise exception 'Listing not found.' using errcode = 'PT404';
  end if;
  select * into f from public.vendor_standing_figures(vid, at_now);
  return json_build_object(
    'vendor_id', vid,
    'period_days', 90,
    'period_from', at_now - interval '90 days',
    'period_to', at_now,
    'replies', json_build_object('turns', f.reply_turns, 'within_24h', f.replied_within_24h),
    -- wired: false until quote requests are counted (MERGE(quotes))
    'quote_requests', json_build_object('requests', f.quote_requests, 'within_12h', f.quotes_within_12h,
                                        'wired', false),
    'cancellations', json_build_object('bookings', f.bookings, 'by_vendor', f.vendor_cancellations),
    'reviews', json_build_object('count', f.review_count, 'average', f.review_average),
    'shortfalls', public.standing_shortfalls(f.reply_turns, f.replied_within_24h, f.quote_requests,
                                             f.quotes_within_12h, f.bookings, f.vendor_cancellations,
                                             f.review_count, f.review_average));
end;
$$;

-- Refreshes vendor_standings at p_now: the vendors with no row or a row older than an hour, stalest first, at
-- most p_limit a run, one run at a time (a run that finds another under way leaves the work to it).
-- Returns how many rows it wrote. Run every minute by pg_cron in production and by the devstack locally;
-- running it again, or beside another run, writes the same figures.
create or replace function public.refresh_vendor_standings(p_now timestamptz default now(), p_limit integer default 500)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  written integer;
begin
  if not pg_try_advisory_xact_lock(hashtextextended('refresh_vendor_standings', 0)) then
    return 0;
  end if;
  insert into public.vendor_standings as s (vendor_id, computed_at, reply_turns, replied_within_24h, quote_requests,
                                            quotes_within_12h, bookings, vendor_cancellations, review_count,
                                            review_average, shortfalls)
  select d.id, p_now, f.reply_turns, f.replied_within_24h, f.quote_requests, f.quotes_within_12h, f.bookings,
         f.vendor_cancellations, f.review_count, f.review_average,
         public.standing_shortfalls(f.reply_turns, f.replied_within_24h, f.quote_requests, f.quotes_within_12h,
                                    f.bookings, f.vendor_cancellations, f.review_count, f.review_average)
    from (select v.id
            from public.vendors v
            left join public.vendor_standings x on x.vendor_id = v.id
           where x.vendor_id is null or x.computed_at < p_now - interval '1 hour'
           order by x.computed_at nulls first, v.id
           limit greatest(1, least(coalesce(p_limit, 500), 10000))) d
    cross join lateral public.vendor_standing_figures(d.id, p_now) f
   order by d.id
  on conflict (vendor_id) do update
    set computed_at = excluded.computed_at, reply_turns = excluded.reply_turns,
        replied_within_24h = excluded.replied_within_24h, quote_requests = excluded.quote_requests,
        quotes_within_12h = excluded.quotes_within_12h, bookings = excluded.bookings,
        vendor_cancellations = excluded.vendor_cancellations, review_count = excluded.review_count,
        review_average = excluded.review_average, shortfalls = excluded.shortfalls;
  get diagnostics written = row_count;
  return written;
end;
$$;

-- Views -----------------------------------------------------------------------------------------------

-- The admin vendor list's rows, now with each vendor's standing (null until the first refresh).
create or replace view public.vendor_overview with (security_invoker = false) as
select v.id, v.user_id, v.name, v.email, v.phone, v.servicetype, v.experience, v.qualifications, v.bio,
       v.cities_served, v.photos, v.status, v.created_at, v.submitted_at, v.extra_charge_weekday_night,
       v.extra_charge_weekend, v.extra_charge_weekend_night, v.rejection_reason,
       case when (select public.is_trusted_caller()) then v.status_changed_by end as status_changed_by,
       v.status_changed_at, v.updated_at,
       v.photos[1] as first_photo,
       public.vendor_card_price(v.id) as card_price,
       (select count(*) from public."Packages" p where p.vendor_id = v.id) as package_count,
       v.time_zone,
       s.shortfalls as standing_shortfalls,
       s.computed_at as standing_computed_at
  from public.vendors v
  left join public.vendor_standings s on s.vendor_id = v.id
 where (select public.is_trusted_caller()) or v.user_id = (select auth.uid());

-- Indexes ---------------------------------------------------------------------------------------------

-- the list sorted by standing (worst first) and filtered to those falling short
create index if not exists vendor_standings_shortfalls_idx on public.vendor_standings (shortfalls desc, vendor_id);

-- the refresh's stalest rows first (the figures read bookings, message turns and reviews through their
-- vendor-and-date indexes)
create index if not exists vendor_standings_computed_at_idx on public.vendor_standings (computed_at);

-- Schedule ---------------------------------------------------------------------------------------------

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('refresh-vendor-standings', '* * * * *', 'select public.refresh_vendor_standings()');
  end if;
end;
$$;

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.vendor_standings from anon, authenticated;
grant all on public.vendor_standings to service_role;
revoke all on function public.vendor_standing_figures(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.refresh_vendor_standings(timestamptz, integer) from public, anon, authenticated;
revoke all on function public.vendor_standing(uuid) from public, anon;
grant execute on function public.vendor_standing(uuid) to authenticated;
-- Tests and the e2e refresh with their own clock as the service role.
grant execute on function public.refresh_vendor_standings(timestamptz, integer) to service_role;

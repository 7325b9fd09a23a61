-- Vendor standing ([trust] item 3, docs/standing.md): the Terms' four rules over the last 90 days for the
-- vendor dashboard (vendor_standing, live) and the admin vendor list (vendor_standings, refreshed by the schedule).

-- A vendor's figures over the 90 days before p_now. Replies: host turns (public.message_turns) begun in the
-- period, answered or waiting for more than 24 hours, and how many were answered within 24 hours. Quote
-- requests: likewise with 12 hours (vendor_quote_response_rate's count). Bookings:
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
  select r.turns, r.within, q.requests, q.within, b.bookings, b.cancelled, v.n, v.average
    from (select count(*)::integer as turns,
                 (count(*) filter (where t.replied_at <= t.started_at + interval '24 hours'))::integer as within
            from public.message_turns t
           where t.vendor_id = p_vendor_id
             and t.started_at >= p_now - interval '90 days' and t.started_at <= p_now
             and (t.replied_at is not null or t.started_at < p_now - interval '24 hours')) r,
         (select count(*)::integer as requests,
                 (count(*) filter (where x.answered_at <= x.created_at + interval '12 hours'))::integer as within
            from public.quotes x
           where x.vendor_id = p_vendor_id
             and x.created_at >= p_now - interval '90 days' and x.created_at <= p_now
             and (x.answered_at is not null or x.created_at < p_now - interval '12 hours')) q,
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

-- One vendor's standing: the caller's listing when p_vendor_id is null, any listing for an admin. Answers
-- { vendor_id, period_days, period_from, period_to, replies: {turns, within_24h}, quote_requests:
-- {requests, within_12h}, cancellations: {bookings, by_vendor}, reviews: {count, average},
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
    'quote_requests', json_build_object('requests', f.quote_requests, 'within_12h', f.quotes_within_12h),
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

revoke all on function public.vendor_standing_figures(uuid, timestamptz) from public, anon, authenticated;

revoke all on function public.refresh_vendor_standings(timestamptz, integer) from public, anon, authenticated;

revoke all on function public.vendor_standing(uuid) from public, anon;

grant execute on function public.vendor_standing(uuid) to authenticated;

-- Tests and the e2e refresh with their own clock as the service role.
grant execute on function public.refresh_vendor_standings(timestamptz, integer) to service_role;

-- Vendor standing counts quote requests: those received in the period that were answered or waited more than
-- 12 hours, and how many were answered within 12 hours (the same count as vendor_quote_response_rate, at p_now).
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

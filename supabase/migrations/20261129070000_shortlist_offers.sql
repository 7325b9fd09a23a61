-- The event page pays accepted-by-click offers too: the shortlist lists, per vendor, the host's open offers for
-- the event's date, and also the vendors that made such an offer without being shortlisted (shortlisted false),
-- so that a quote asked for while planning can be paid with the rest of the event.
drop function if exists public.event_shortlist_items(uuid);
create function public.event_shortlist_items(p_event_id uuid)
returns table (
  vendor_id uuid,
  name text,
  servicetype text,
  photo text,
  rating numeric,
  review_count integer,
  response_minutes integer,
  available boolean,
  packages json,
  offers json,
  shortlisted boolean,
  saved_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  e public.events := public.my_event(p_event_id);
  slot tsrange := tsrange(e.event_date + e.start_time,
                          e.event_date + e.start_time + e.duration_hours * interval '1 hour', '[)');
begin
  return query
  with offered as (
    select q.vendor_id, o.id, o.price_cents, o.start_time, o.duration_hours, o.expires_at, o.refund_policy,
           o.created_at
      from public.quote_requests r
      join public.quotes q on q.request_id = r.id
      join public.quote_offers o on o.quote_id = q.id
     where r.host_id = e.host_id and o.event_date = e.event_date
       and o.status in ('open', 'accepted') and o.expires_at > now()
  ),
  listed as (
    select s.vendor_id, s.created_at, true as shortlisted from public.event_shortlist s where s.event_id = e.id
    union all
    select f.vendor_id, min(f.created_at), false from offered f
     where not exists (select 1 from public.event_shortlist s where s.event_id = e.id and s.vendor_id = f.vendor_id)
     group by f.vendor_id
  )
  select v.id, v.name, v.servicetype, v.photos[1], st.rating_avg::numeric, coalesce(st.review_count, 0)::integer,
         case when rs.conversations >= 3 then round(rs.median_seconds / 60.0)::integer end,
         public.vendor_free_for_event(v.id, slot),
         coalesce((select json_agg(json_build_object(
                     'id', p.id, 'name', p.name, 'price', p.price,
                     'pricing', p.charging_type, 'charging_type', p.charging_type,
                     'duration_hours', p.duration_hours, 'minimum_hours', p.minimum_hours,
                     'minimum_spend', p.minimum_spend, 'min_guests', null, 'max_guests', p.max_guests,
                     'max_hours', p.max_hours,
                     'extra_charge_weekday_night', p.extra_charge_weekday_night,
                     'extra_charge_weekend_night', p.extra_charge_weekend_night,
                     'extra_charge_weekend', p.extra_charge_weekend) order by p.price, p.id)
                     from public."Packages" p where p.vendor_id = v.id), '[]'::json),
         coalesce((select json_agg(json_build_object(
                     'id', f.id, 'price_cents', f.price_cents, 'start_time', f.start_time,
                     'duration_hours', f.duration_hours, 'expires_at', f.expires_at,
                     'refund_policy', f.refund_policy) order by f.created_at desc, f.id)
                     from (select * from offered f where f.vendor_id = v.id
                            order by f.created_at desc limit 5) f), '[]'::json),
         l.shortlisted,
         l.created_at
    from listed l
    join public.vendors v on v.id = l.vendor_id and v.status = 'approved'
    left join public.vendor_review_stats st on st.vendor_id = v.id and st.review_count > 0
    left join lateral public.vendor_response_stats(v.id) rs on true
   order by l.shortlisted desc, l.created_at desc, l.vendor_id
   limit 100;
end;
$$;
revoke all on function public.event_shortlist_items(uuid) from public, anon;
grant execute on function public.event_shortlist_items(uuid) to authenticated;

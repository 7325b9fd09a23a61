-- The event page's shortlist leaves out the packages' descriptions: the page prices and names packages only, and
-- the descriptions made most of a 50-vendor shortlist's bytes (bench:scale).
create or replace function public.event_shortlist_items(p_event_id uuid)
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
         s.created_at
    from public.event_shortlist s
    join public.vendors v on v.id = s.vendor_id and v.status = 'approved'
    left join public.vendor_review_stats st on st.vendor_id = v.id and st.review_count > 0
    left join lateral public.vendor_response_stats(v.id) rs on true
   where s.event_id = e.id
   order by s.created_at desc, s.vendor_id
   limit 100;
end;
$$;

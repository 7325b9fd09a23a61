-- The public profile carries the listing's time zone (added by the booking lifecycle): My bookings shows a
-- host the refund the policy gives, counted in hours before the event in the vendor's zone. A new column at
-- the end, so the view keeps its other columns and grants.
create or replace view public.vendor_profiles
with (security_barrier = true) as
  select v.id, v.name, v.servicetype, v.experience, v.qualifications, v.bio, v.cities_served, v.photos,
         v.extra_charge_weekday_night, v.extra_charge_weekend, v.extra_charge_weekend_night, v.created_at,
         v.time_zone
    from public.vendors v
   where v.status = 'approved';

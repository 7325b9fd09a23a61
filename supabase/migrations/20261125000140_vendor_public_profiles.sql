-- Hardening round 2 (docs/reliability.md, issue 23): a vendor's personal data (email, phone, user_id, the
-- reviewing admin's id, the rejection reason, review dates) is no longer public. Anon and hosts read live
-- listings through the view public.vendor_profiles (public profile columns of approved listings only); the
-- vendors table itself is read by its owner and admins only.

create view public.vendor_profiles
with (security_barrier = true) as
  select v.id, v.name, v.servicetype, v.experience, v.qualifications, v.bio, v.cities_served, v.photos,
         v.extra_charge_weekday_night, v.extra_charge_weekend, v.extra_charge_weekend_night, v.created_at
    from public.vendors v
   where v.status = 'approved';
comment on view public.vendor_profiles is
  'Live listings (approved), public profile columns only. The view runs with its owner''s rights on purpose: it is the public read model of vendors; vendors itself is readable by its owner and admins only.';

revoke all on public.vendor_profiles from anon, authenticated;
grant select on public.vendor_profiles to anon, authenticated, service_role;

-- vendors: owners and admins only.
revoke select on public.vendors from anon;
drop policy "vendors: approved are public, owners and admins see theirs" on public.vendors;
create policy "vendors: owners and admins read" on public.vendors
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- The bookings insert check looked up approved vendors under the caller's rights; hosts no longer read vendors.
create or replace function public.listing_is_live(p_vendor_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.vendors v where v.id = p_vendor_id and v.status = 'approved')
$$;

alter policy "bookings: customers book for themselves" on public.bookings
  with check (
    user_id = (select auth.uid()) and payment_status = 'clicked_book'
    and checkout_session_id is null and paid_at is null and processing_fee is null
    and public.listing_is_live(vendor_id)
  );

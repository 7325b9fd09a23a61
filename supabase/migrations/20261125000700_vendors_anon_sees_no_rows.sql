-- Anon may ask the vendors table for a listing's id by its owner and gets no row (no policy lets anon read),
-- instead of a permission error: the header's own-vendor lookup can run while a sign-in (an OAuth redirect)
-- is still exchanging its token, and zero rows is the honest answer there. No personal column is granted:
-- the public reads vendor_profiles.
grant select (id, user_id) on public.vendors to anon;

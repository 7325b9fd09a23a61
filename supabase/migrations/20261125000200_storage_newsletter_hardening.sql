-- Hardening round 2 (issue 23, classes 7 and 10): the listing-photo bucket and the newsletter.
-- See docs/reliability.md, "Hardening round 2 — storage, mails, cancel, newsletter, stand-in fidelity".

-- 7. vendor-photos ------------------------------------------------------------------------------------
-- a) Public read by exact path only. A public bucket serves /object/public/<bucket>/<path> without asking
--    storage.objects' policies; a SELECT policy for anon only adds listing (POST /object/list), which showed
--    every user folder, photos of listings under review included. Owners still list (and upsert, which
--    needs to see the row) their own folder.
drop policy if exists "vendor-photos: public read" on storage.objects;
create policy "vendor-photos: owners see their own files" on storage.objects
  for select to authenticated
  using (bucket_id = 'vendor-photos' and (storage.foldername(name))[1] = (select auth.uid()::text));

-- b) Only vendors upload listing photos: the uploader must own a listing (a vendors row). Hosts, and any
--    other account, cannot put files into the public bucket.
drop policy if exists "vendor-photos: upload into own folder" on storage.objects;
create policy "vendor-photos: vendors upload into own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'vendor-photos'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
    and exists (select 1 from public.vendors v where v.user_id = (select auth.uid()))
  );
drop policy if exists "vendor-photos: update own files" on storage.objects;
create policy "vendor-photos: vendors update own files" on storage.objects
  for update to authenticated
  using (bucket_id = 'vendor-photos' and (storage.foldername(name))[1] = (select auth.uid()::text))
  with check (
    bucket_id = 'vendor-photos'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
    and exists (select 1 from public.vendors v where v.user_id = (select auth.uid()))
  );

-- c) Stored types: the four raster formats browsers show as images and whose bytes can be told apart by
--    their magic bytes (JPEG, PNG, WebP, GIF). Storage refuses any other declared type (415); the upload
--    converts BMP and AVIF to WebP first. Storage itself checks the bytes against the declared type (the
--    devstack's storage layer does, docs/reliability.md says what Supabase's does and does not).
update storage.buckets
   set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/gif']
 where id = 'vendor-photos';

-- d) The same rule on the rows, so it holds even if the bucket's settings are edited later: an object row
--    of vendor-photos must say it is one of the four types.
create or replace function public.vendor_photo_type_check() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.bucket_id = 'vendor-photos' and new.metadata is not null
     and coalesce(lower(new.metadata ->> 'mimetype'), '') not in ('image/jpeg', 'image/png', 'image/webp', 'image/gif') then
    raise exception 'vendor-photos takes JPEG, PNG, WebP or GIF images only'
      using errcode = '22023';
  end if;
  return new;
end $$;
revoke all on function public.vendor_photo_type_check() from public, anon, authenticated;

drop trigger if exists vendor_photo_type_check on storage.objects;
create trigger vendor_photo_type_check
  before insert or update of metadata on storage.objects
  for each row execute function public.vendor_photo_type_check();

-- 10. Newsletter: double opt-in, one answer for every address -------------------------------------------
-- The footer inserted into Email_List directly: 201 for a new address, 409 for a subscribed one (a
-- membership oracle), and anyone could subscribe anyone. Now the newsletter-subscribe function (service
-- role) asks for a confirmation token and mails the link; the address counts as subscribed only once the
-- link's page confirms it. Rows that exist already were subscribed before this change and stay so.
alter table public."Email_List"
  add column confirmed_at timestamptz,
  add column confirm_token_hash text,
  add column confirm_sent_at timestamptz;
update public."Email_List" set confirmed_at = created_at where confirmed_at is null;
comment on column public."Email_List".confirmed_at is
  'When the address owner followed the confirmation link; only confirmed addresses get the newsletter.';

drop policy if exists "Email_List: anyone subscribes" on public."Email_List";
revoke insert on public."Email_List" from anon, authenticated;

-- The token for one confirmation mail, or null when no mail should go out: the address is confirmed
-- already, or a mail went to it less than 10 minutes ago (nobody can flood an inbox through the footer).
-- Only the token's SHA-256 is stored. Service role only (the function); callers never see whether the
-- address was known.
create or replace function public.newsletter_confirmation_token(p_email text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  hash text := encode(sha256(convert_to(token, 'UTF8')), 'hex');
  row_id bigint;
begin
  insert into public."Email_List" as e (email, confirm_token_hash, confirm_sent_at)
  values (btrim(p_email), hash, now())
  on conflict ((lower(btrim(email)))) do update
    set confirm_token_hash = excluded.confirm_token_hash, confirm_sent_at = excluded.confirm_sent_at
    where e.confirmed_at is null
      and (e.confirm_sent_at is null or e.confirm_sent_at < now() - interval '10 minutes')
  returning e.id into row_id;
  return case when row_id is null then null else token end;
end $$;
revoke all on function public.newsletter_confirmation_token(text) from public, anon, authenticated;
grant execute on function public.newsletter_confirmation_token(text) to service_role;

-- A mail that could not be sent gives its address back (the next request mails again at once).
create or replace function public.newsletter_confirmation_failed(p_email text) returns void
language sql security definer set search_path = '' as $$
  update public."Email_List" set confirm_token_hash = null, confirm_sent_at = null
   where lower(btrim(email)) = lower(btrim(p_email)) and confirmed_at is null;
$$;
revoke all on function public.newsletter_confirmation_failed(text) from public, anon, authenticated;
grant execute on function public.newsletter_confirmation_failed(text) to service_role;

-- The confirmation page's click: true when the token (from the mail, valid 7 days, once) confirmed an
-- address, false otherwise. Says nothing about which address.
create or replace function public.confirm_newsletter(p_token text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  done boolean;
begin
  if p_token is null or char_length(p_token) <> 64 then
    return false;
  end if;
  update public."Email_List"
     set confirmed_at = now(), confirm_token_hash = null
   where confirm_token_hash = encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
     and confirmed_at is null
     and confirm_sent_at > now() - interval '7 days'
  returning true into done;
  return coalesce(done, false);
end $$;
revoke all on function public.confirm_newsletter(text) from public;
grant execute on function public.confirm_newsletter(text) to anon, authenticated;

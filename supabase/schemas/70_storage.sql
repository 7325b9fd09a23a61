-- Storage: the vendor-photos bucket's rules on storage.objects (the bucket row itself is data:
-- supabase/migrations/20261122000020_storage_bucket_and_schedule.sql). Photos are stored only by the
-- upload-vendor-photo Edge Function (service role), which checks the caller owns a listing, the folder, the
-- size and the bytes; signed-in users list and delete their own files. A public bucket serves
-- /object/public/<bucket>/<path> without asking these policies.

-- Functions -------------------------------------------------------------------------------------------

-- The bucket's types on the rows too, so the rule holds even if the bucket's settings are edited later: an
-- object row of vendor-photos must say it is JPEG, PNG, WebP or GIF.
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

-- Triggers --------------------------------------------------------------------------------------------

create trigger vendor_photo_type_check
  before insert or update of metadata on storage.objects
  for each row execute function public.vendor_photo_type_check();

-- Policies --------------------------------------------------------------------------------------------

create policy "vendor-photos: delete own files" on storage.objects
  for delete to authenticated
  using (bucket_id = 'vendor-photos' and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "vendor-photos: owners see their own files" on storage.objects
  for select to authenticated
  using (bucket_id = 'vendor-photos' and (storage.foldername(name))[1] = (select auth.uid()::text));

-- Privileges ------------------------------------------------------------------------------------------

revoke all on function public.vendor_photo_type_check() from public, anon, authenticated;

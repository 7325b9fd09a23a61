-- Data and jobs the declarative schema does not hold (supabase/schemas tracks no rows): the vendor-photos
-- bucket and the pg_cron schedule.

-- Listing photos: public read by exact path, 50 MB, and only the four raster formats browsers show as images
-- and whose bytes can be told apart by their magic bytes (JPEG, PNG, WebP, GIF). The policies and the
-- vendor_photo_type_check trigger on storage.objects are in supabase/schemas/70_storage.sql.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('vendor-photos', 'vendor-photos', true, 52428800, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Production schedule: pg_cron (enable it in the dashboard, Database → Extensions) completes bookings
-- every minute. Without the extension (local stacks) nothing is scheduled: the devstack runs the
-- function itself on start and every minute.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('complete-finished-bookings', '* * * * *',
                          'select public.complete_finished_bookings()');
  end if;
end;
$$;

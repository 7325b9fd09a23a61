-- Storage bucket for listing photos: public read; images up to 50 MB; each user writes only in {userId}/.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('vendor-photos', 'vendor-photos', true, 52428800, array['image/*'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "vendor-photos: public read" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'vendor-photos');

create policy "vendor-photos: upload into own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'vendor-photos' and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "vendor-photos: update own files" on storage.objects
  for update to authenticated
  using (bucket_id = 'vendor-photos' and (storage.foldername(name))[1] = (select auth.uid()::text))
  with check (bucket_id = 'vendor-photos' and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "vendor-photos: delete own files" on storage.objects
  for delete to authenticated
  using (bucket_id = 'vendor-photos' and (storage.foldername(name))[1] = (select auth.uid()::text));

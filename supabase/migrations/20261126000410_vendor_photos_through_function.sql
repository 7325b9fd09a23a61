-- Issue 23, class 7 on hosted Supabase: listing photos are stored only through the upload-vendor-photo
-- function. Hosted Supabase Storage checks a declared type against the bucket's allowed_mime_types but never
-- looks at the bytes, so a vendor could store HTML declared image/png with a direct upload. The function
-- authenticates the caller, checks they own a listing, the folder, the size and the magic bytes, and stores the
-- photo with the service role (which bypasses these policies). Signed-in users can no longer insert or update
-- objects of vendor-photos themselves; they still list their own folder and delete their own files.
drop policy if exists "vendor-photos: vendors upload into own folder" on storage.objects;
drop policy if exists "vendor-photos: vendors update own files" on storage.objects;
drop policy if exists "vendor-photos: upload into own folder" on storage.objects;
drop policy if exists "vendor-photos: update own files" on storage.objects;

-- The trigger vendor_photo_type_check (20261125000200) stays: Supabase lets projects create triggers and RLS
-- policies on storage.objects (only tables and functions inside the storage schema are reserved), and it
-- keeps the declared type of every row to the four formats whoever writes it.

-- Hardening round 2 (docs/reliability.md, issue 23): the review rule, server-set audit columns, photos in the
-- owner's folder, served cities only. Owners (anon/authenticated callers that are not admins) are checked;
-- the service role, admins and direct database sessions are trusted as before (is_trusted_caller).
--
-- The rule: what the public sees of a listing (its content columns, packages and add-ons) changes only
-- while the listing is being edited (edit_listing) or after a rejection (rejected). A live listing
-- (approved) is changed through 'Edit Listing' (start_listing_edit → edit_listing, hidden from browse) and
-- goes live again only through the review (submit → pending_approval → admin approves). A listing under
-- review (pending_approval) cannot be changed at all. Availability is the vendor's day-to-day calendar, not
-- reviewed content: it stays writable while live.

-- Whether every entry of p_cities is one of the served places (the location step's list).
create or replace function public.are_served_places(p_cities text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (
    select 1 from unnest(coalesce(p_cities, '{}')) c
     where not exists (select 1 from public.served_places s where s.label = c)
  )
$$;
revoke all on function public.are_served_places(text[]) from public, anon;

-- Whether every photo path is an object the owner uploaded into its own folder of vendor-photos:
-- '<owner id>/<file name>' (no sub-folders, no '..', no URL), and the object exists.
create or replace function public.are_own_listing_photos(p_owner uuid, p_photos text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (
    select 1 from unnest(coalesce(p_photos, '{}')) p
     where p is null
        or p !~ ('^' || p_owner::text || '/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$')
        or p like '%..%'
        or not exists (select 1 from storage.objects o where o.bucket_id = 'vendor-photos' and o.name = p)
  )
$$;
revoke all on function public.are_own_listing_photos(uuid, text[]) from public, anon;

-- Statuses in which the owner may change the listing's public content.
create or replace function public.listing_is_editable(p_status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_status in ('edit_listing', 'rejected')
$$;

create or replace function public.vendors_guard()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  trusted boolean := public.is_trusted_caller();
  content_changed boolean;
begin
  if tg_op = 'UPDATE' then
    new.updated_at := now();
    if not trusted then
      -- Who/when columns are the server's: the client's values are ignored.
      new.created_at := old.created_at;
      new.submitted_at := old.submitted_at;
      new.status_changed_at := old.status_changed_at;
      new.status_changed_by := old.status_changed_by;
    end if;
    if new.status is distinct from old.status then
      new.status_changed_at := now();
      new.status_changed_by := auth.uid();
      if new.status = 'pending_approval' then
        new.submitted_at := case when trusted then coalesce(nullif(new.submitted_at, old.submitted_at), now())
                                 else now() end;
      end if;
    end if;
  elsif not trusted then
    new.created_at := now();
    new.updated_at := now();
    new.submitted_at := case when new.status = 'pending_approval' then now() end;
  end if;

  if trusted then
    return new;
  end if;

  if tg_op = 'INSERT' then
    if new.status not in ('edit_listing', 'pending_approval') then
      raise exception 'a new listing starts in edit_listing or pending_approval' using errcode = '42501';
    end if;
    if new.rejection_reason is not null or new.status_changed_by is not null or new.status_changed_at is not null then
      raise exception 'status audit fields are set by the review' using errcode = '42501';
    end if;
    if not public.are_served_places(new.cities_served) then
      raise exception 'cities_served: every entry must be a served city (as suggested, e.g. ''Austin, TX'')'
        using errcode = '23514';
    end if;
    if not public.are_own_listing_photos(new.user_id, new.photos) then
      raise exception 'photos: only photos uploaded into your own folder of vendor-photos' using errcode = '42501';
    end if;
    return new;
  end if;

  if new.user_id is distinct from old.user_id or new.rejection_reason is distinct from old.rejection_reason then
    raise exception 'these vendor fields cannot be changed by the owner' using errcode = '42501';
  end if;
  if new.status is distinct from old.status then
    if new.status not in ('pending_approval', 'edit_listing') then
      raise exception 'only an admin can set a listing to %', new.status using errcode = '42501';
    end if;
    -- Owners submit (to pending_approval) and start editing (approved or rejected → edit_listing); a listing
    -- under review stays as it is until the admin decides.
    if old.status = 'pending_approval' then
      raise exception 'the listing is under review' using errcode = 'PT409';
    end if;
  end if;

  content_changed := (new.name, new.servicetype, new.experience, new.qualifications, new.bio, new.cities_served,
                      new.photos, new.extra_charge_weekday_night, new.extra_charge_weekend,
                      new.extra_charge_weekend_night)
    is distinct from (old.name, old.servicetype, old.experience, old.qualifications, old.bio, old.cities_served,
                      old.photos, old.extra_charge_weekday_night, old.extra_charge_weekend,
                      old.extra_charge_weekend_night);
  if content_changed and not public.listing_is_editable(old.status) then
    if old.status = 'pending_approval' then
      raise exception 'the listing is under review and cannot be changed' using errcode = 'PT409';
    end if;
    raise exception 'a live listing changes through Edit Listing and a new review' using errcode = 'PT409';
  end if;
  if new.cities_served is distinct from old.cities_served and not public.are_served_places(new.cities_served) then
    raise exception 'cities_served: every entry must be a served city (as suggested, e.g. ''Austin, TX'')'
      using errcode = '23514';
  end if;
  if new.photos is distinct from old.photos and not public.are_own_listing_photos(old.user_id, new.photos) then
    raise exception 'photos: only photos uploaded into your own folder of vendor-photos' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- submitted_at is no longer written by clients at all (the trigger stamps it). rejection_reason stays updatable
-- for admin_set_vendor_status (invoker, as the admin); vendors_guard refuses it from owners.
revoke insert, update on public.vendors from authenticated;
grant insert (id, user_id, name, email, phone, servicetype, experience, qualifications, bio, cities_served, photos,
  status, extra_charge_weekday_night, extra_charge_weekend, extra_charge_weekend_night)
  on public.vendors to authenticated;
grant update (name, email, phone, servicetype, experience, qualifications, bio, cities_served, photos, status,
  extra_charge_weekday_night, extra_charge_weekend, extra_charge_weekend_night, rejection_reason)
  on public.vendors to authenticated;

-- submit_listing no longer writes submitted_at itself (owners cannot; the trigger stamps it).
create or replace function public.submit_listing(p_vendor_id uuid)
returns public.vendors
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.vendors;
begin
  v := public.lock_own_vendor(p_vendor_id);
  if v.status = 'pending_approval' then
    return v;
  end if;
  update public.vendors set status = 'pending_approval' where id = p_vendor_id returning * into v;
  return v;
end;
$$;
revoke all on function public.submit_listing(uuid) from public, anon;

-- start_listing_edit: approved or rejected → edit_listing; under review refused; editing stays editing.
create or replace function public.start_listing_edit(p_vendor_id uuid)
returns public.vendors
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.vendors;
begin
  v := public.lock_own_vendor(p_vendor_id);
  if v.status = 'pending_approval' then
    raise exception 'the listing is under review' using errcode = '55000';
  end if;
  if v.status = 'edit_listing' then
    return v;
  end if;
  update public.vendors set status = 'edit_listing' where id = p_vendor_id returning * into v;
  return v;
end;
$$;
revoke all on function public.start_listing_edit(uuid) from public, anon;

-- Packages and add-ons are listing content: written by the owner only while the listing is editable, and
-- their created_at is the server's.
create or replace function public.listing_content_guard()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  s text;
begin
  if tg_op <> 'DELETE' then
    new.created_at := case when tg_op = 'INSERT' then now() else old.created_at end;
  end if;
  if public.is_trusted_caller() then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  for s in
    select v.status from public.vendors v
     where v.id in (case when tg_op <> 'INSERT' then old.vendor_id end, case when tg_op <> 'DELETE' then new.vendor_id end)
  loop
    if not public.listing_is_editable(s) then
      if s = 'pending_approval' then
        raise exception 'the listing is under review and cannot be changed' using errcode = 'PT409';
      end if;
      raise exception 'a live listing changes through Edit Listing and a new review' using errcode = 'PT409';
    end if;
  end loop;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke all on function public.listing_content_guard() from public, anon, authenticated;

create trigger packages_listing_content_guard
  before insert or update or delete on public."Packages"
  for each row execute function public.listing_content_guard();
create trigger addons_listing_content_guard
  before insert or update or delete on public.addons
  for each row execute function public.listing_content_guard();

-- created_at / updated_at of the other tables are the server's too (user_id columns: the policies refuse
-- any id but the caller's).
create or replace function public.server_stamps()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if public.is_trusted_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  if tg_table_name = 'vendor_ai_data' then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create trigger availability_server_stamps
  before insert or update on public.availability
  for each row execute function public.server_stamps();
create trigger time_slot_templates_server_stamps
  before insert or update on public.time_slot_templates
  for each row execute function public.server_stamps();
create trigger vendor_ai_data_server_stamps
  before insert or update on public.vendor_ai_data
  for each row execute function public.server_stamps();
create trigger users_server_stamps
  before insert or update on public.users
  for each row execute function public.server_stamps();

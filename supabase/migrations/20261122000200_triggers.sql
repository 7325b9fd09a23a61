-- Helpers and triggers the policies and RPCs rely on.

-- Admin is a server-set claim in app_metadata (never user_metadata, never a fixed id).
create or replace function public.is_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false)
$$;
comment on function public.is_admin() is 'True when the caller''s JWT carries app_metadata.role = admin.';

-- Callers that are neither anon nor authenticated (service_role, postgres, migrations) are trusted.
create or replace function public.is_trusted_caller()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select current_user not in ('anon', 'authenticated') or public.is_admin()
$$;

-- users row for every auth user (from user_metadata), whatever created the auth user ---------------
create or replace function public.upsert_user_profile(u auth.users)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(u.raw_user_meta_data, '{}'::jsonb);
  full_name text := coalesce(nullif(btrim(meta ->> 'full_name'), ''), nullif(btrim(meta ->> 'name'), ''));
  phone text := nullif(btrim(coalesce(meta ->> 'phone_number', meta ->> 'phone')), '');
  user_type text := case when meta ->> 'user_type' in ('host', 'vendor') then meta ->> 'user_type' end;
begin
  insert into public.users as p (id, name, email, phone_number, type)
  values (u.id, full_name, u.email, phone, user_type)
  on conflict (id) do update
    set email = excluded.email,
        name = coalesce(excluded.name, p.name),
        phone_number = coalesce(excluded.phone_number, p.phone_number),
        type = coalesce(p.type, excluded.type);
end;
$$;

create or replace function public.handle_auth_user_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.upsert_user_profile(new);
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_auth_user_change();

create trigger on_auth_user_updated
  after update of email, raw_user_meta_data on auth.users
  for each row execute function public.handle_auth_user_change();

revoke all on function public.upsert_user_profile(auth.users) from public, anon, authenticated;
revoke all on function public.handle_auth_user_change() from public, anon, authenticated;

-- vendors: owners cannot approve or reject themselves, nor touch the audit columns --------------
create or replace function public.vendors_guard()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.updated_at := now();
    if new.status is distinct from old.status then
      new.status_changed_at := now();
      new.status_changed_by := auth.uid();
      if new.status = 'pending_approval' then
        new.submitted_at := coalesce(nullif(new.submitted_at, old.submitted_at), now());
      end if;
    end if;
  end if;

  if public.is_trusted_caller() then
    return new;
  end if;

  if tg_op = 'INSERT' then
    if new.status not in ('edit_listing', 'pending_approval') then
      raise exception 'a new listing starts in edit_listing or pending_approval' using errcode = '42501';
    end if;
    if new.rejection_reason is not null or new.status_changed_by is not null or new.status_changed_at is not null then
      raise exception 'status audit fields are set by the review' using errcode = '42501';
    end if;
    return new;
  end if;

  if new.user_id is distinct from old.user_id or new.created_at is distinct from old.created_at
     or new.rejection_reason is distinct from old.rejection_reason then
    raise exception 'these vendor fields cannot be changed by the owner' using errcode = '42501';
  end if;
  if new.status is distinct from old.status and new.status not in ('pending_approval', 'edit_listing') then
    raise exception 'only an admin can set a listing to %', new.status using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger vendors_guard
  before insert or update on public.vendors
  for each row execute function public.vendors_guard();

-- bookings: updated_at and paid_at ---------------------------------------------------------------
create or replace function public.bookings_before_write()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  if new.payment_status = 'paid' and old.payment_status <> 'paid' then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  return new;
end;
$$;

create trigger bookings_before_write
  before update on public.bookings
  for each row execute function public.bookings_before_write();

create or replace function public.touch_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger vendor_ai_data_touch
  before update on public.vendor_ai_data
  for each row execute function public.touch_updated_at();

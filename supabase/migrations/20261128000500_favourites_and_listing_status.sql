-- Favourites (issue 42 item 5): a signed-in user's saved vendors, the heart on vendor cards and profiles.
-- Each row is one host's one listing; a host reads, adds and removes only their own rows. A listing can be
-- saved only while it is live; the list shows live listings only (one taken down stays saved and shows
-- again when it is live again). A host keeps at most 500 favourites, so the ids of all of them stay one
-- small read (the hearts on any page of cards).

create table if not exists public.favourites (
  host_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (host_id, vendor_id)
);
comment on table public.favourites is
  'Vendors a user saved with the heart. Own rows only (RLS); at most 500 per user (favourites_limit).';

create index if not exists favourites_host_created_idx
  on public.favourites (host_id, created_at desc, vendor_id);
-- The cascade from a deleted vendor looks rows up by vendor.
create index if not exists favourites_vendor_idx on public.favourites (vendor_id);

alter table public.favourites enable row level security;

revoke all on public.favourites from anon, authenticated;
grant select, insert, delete on public.favourites to authenticated;
grant all on public.favourites to service_role;

drop policy if exists "favourites: own rows are read" on public.favourites;
create policy "favourites: own rows are read" on public.favourites
  for select to authenticated
  using (host_id = (select auth.uid()));

drop policy if exists "favourites: own rows of live listings are added" on public.favourites;
create policy "favourites: own rows of live listings are added" on public.favourites
  for insert to authenticated
  with check (host_id = (select auth.uid()) and public.listing_is_live(vendor_id));

drop policy if exists "favourites: own rows are removed" on public.favourites;
create policy "favourites: own rows are removed" on public.favourites
  for delete to authenticated
  using (host_id = (select auth.uid()));

-- At most 500 favourites per user; the user's rows are locked in key order first, so two concurrent
-- inserts cannot both pass the count.
create or replace function public.favourites_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('favourites:' || new.host_id::text, 0));
  if (select count(*) from public.favourites f where f.host_id = new.host_id) >= 500 then
    raise exception 'You can save up to 500 favourites. Remove one to add another.'
      using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke execute on function public.favourites_limit() from public, anon, authenticated;

drop trigger if exists favourites_limit on public.favourites;
create trigger favourites_limit
  before insert on public.favourites
  for each row execute function public.favourites_limit();

-- my_favourites: one page of the caller's live favourites, newest saved first, with what a vendor card
-- shows (the same card price and rating as browse) and the number of live favourites in all pages.
create or replace function public.my_favourites(p_limit integer default 12, p_offset integer default 0)
returns table (
  id uuid,
  name text,
  servicetype text,
  photos text[],
  card_price numeric,
  rating_avg numeric,
  review_count integer,
  favourited_at timestamptz,
  total_count bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  with live as (
    select f.vendor_id, f.created_at
      from public.favourites f
      join public.vendors v on v.id = f.vendor_id and v.status = 'approved'
     where f.host_id = (select auth.uid())
  ),
  page as (
    select l.vendor_id, l.created_at
      from live l
     order by l.created_at desc, l.vendor_id
     limit least(greatest(coalesce(p_limit, 12), 0), 100)
    offset greatest(coalesce(p_offset, 0), 0)
  )
  select v.id, v.name, v.servicetype, v.photos, public.vendor_card_price(v.id),
         s.rating_avg::numeric, coalesce(s.review_count, 0)::integer, p.created_at,
         (select count(*) from live)
    from page p
    join public.vendors v on v.id = p.vendor_id
    left join public.vendor_review_stats s on s.vendor_id = v.id and s.review_count > 0
   order by p.created_at desc, p.vendor_id;
$$;
revoke execute on function public.my_favourites(integer, integer) from public, anon;
grant execute on function public.my_favourites(integer, integer) to authenticated;

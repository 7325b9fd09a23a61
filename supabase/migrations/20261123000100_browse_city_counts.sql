-- The location dropdown's cities (`browse_cities`) at marketplace scale: reading every approved vendor's
-- `cities_served` is O(vendors) (82 ms p95 through the API at 10,000 vendors). A count of approved vendors
-- per city, kept by a trigger on vendors in the same transaction as the change, makes it O(cities).
-- Same answer as before: the distinct cities of approved vendors, sorted.

create table public.browse_city_counts (
  city text primary key,
  approved_vendors integer not null check (approved_vendors >= 0)
);

-- Read only through browse_cities (security definer); nobody reads or writes the table itself.
alter table public.browse_city_counts enable row level security;
revoke all on public.browse_city_counts from anon, authenticated;

create or replace function public.track_browse_city_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was text[] := '{}';
  now_in text[] := '{}';
begin
  if tg_op <> 'INSERT' and old.status = 'approved' then
    was := array(select distinct c from unnest(old.cities_served) c);
  end if;
  if tg_op <> 'DELETE' and new.status = 'approved' then
    now_in := array(select distinct c from unnest(new.cities_served) c);
  end if;
  -- Lock the rows in city order first, so that two vendors changing the same cities at once cannot deadlock.
  perform 1 from public.browse_city_counts k where k.city = any (was || now_in) order by k.city for update;
  update public.browse_city_counts k set approved_vendors = k.approved_vendors - 1
   where k.city = any (was) and k.city <> all (now_in);
  insert into public.browse_city_counts as k (city, approved_vendors)
  select c, 1 from unnest(now_in) c where c <> all (was) order by c
  on conflict (city) do update set approved_vendors = k.approved_vendors + 1;
  return null;
end;
$$;

create trigger vendors_track_browse_city_counts
  after insert or delete or update of status, cities_served on public.vendors
  for each row execute function public.track_browse_city_counts();

insert into public.browse_city_counts (city, approved_vendors)
select c, count(distinct v.id) from public.vendors v, unnest(v.cities_served) c
 where v.status = 'approved' group by c;

create or replace function public.browse_cities()
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select k.city from public.browse_city_counts k where k.approved_vendors > 0 order by 1
$$;

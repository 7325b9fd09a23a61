-- Reviews and ratings (docs/reviews.md): a review comes only from a completed booking, from its
-- host, once, within REVIEW_WINDOW_DAYS (60) of completion; the host may edit it for REVIEW_EDIT_HOURS (48).
-- The booking's vendor may publish one reply; an admin may hide a review with a reason (audited), which takes
-- it out of the vendor's average. The limits below are shared-domain's (validation/reviews.ts); the integration
-- test (supabase/tests/reviews.test.ts) checks both sides agree at the boundary.
--
-- Writes go only through the security-definer functions below (the tables grant no insert, update or delete to
-- the API roles); every column they store is set by the server except the rating, title, text and reply.
-- Public reads go through the view public_reviews (first name and event month only, visible reviews of live
-- listings) and vendor_ratings (average and count, kept by trigger like browse_city_counts).

-- Tables ----------------------------------------------------------------------------------------------

-- One review per completed booking, by its host.
create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  rating smallint not null constraint reviews_rating_range check (rating between 1 and 5),
  title text not null constraint reviews_title_length
    check (char_length(btrim(title)) between 1 and 100 and title = btrim(title)),
  body text not null constraint reviews_body_length
    check (char_length(btrim(body)) between 1 and 2000 and body = btrim(body)),
  -- What the public sees of the host: the first word of the account's name, taken when the review is written.
  reviewer_first_name text not null constraint reviews_first_name_length check (char_length(reviewer_first_name) <= 40),
  -- The month of the event (first day of the booking's month).
  event_month date not null constraint reviews_event_month_first_day check (extract(day from event_month) = 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  hidden_at timestamptz,
  hidden_by uuid references auth.users (id) on delete set null,
  hidden_reason text constraint reviews_hidden_reason_length check (char_length(hidden_reason) between 1 and 500),
  constraint reviews_hidden_with_reason check ((hidden_at is null) = (hidden_reason is null))
);
-- Row level security: the tables are read by the review's host, the booking's vendor and admins; nobody writes
-- them through the API (the functions below do).
alter table public.reviews enable row level security;
alter table public.reviews add constraint reviews_user_text check (
    public.user_text_ok(title, true) and public.user_text_ok(body, true) and public.user_text_ok(hidden_reason, true)
  ) not valid;

-- The vendor's one reply to a review.
create table public.review_replies (
  review_id uuid primary key references public.reviews (id) on delete cascade,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  body text not null constraint review_replies_body_length
    check (char_length(btrim(body)) between 1 and 1000 and body = btrim(body)),
  created_at timestamptz not null default now()
);
alter table public.review_replies add constraint review_replies_user_text check (public.user_text_ok(body, true)) not valid;

alter table public.review_replies enable row level security;

-- The audit of moderation: who hid which review, when and why (never deleted with the review's text).
create table public.review_moderation (
  id bigint generated always as identity primary key,
  review_id uuid not null references public.reviews (id) on delete cascade,
  action text not null check (action in ('hidden')),
  reason text not null check (char_length(reason) between 1 and 500),
  admin_id uuid not null references auth.users (id),
  created_at timestamptz not null default now()
);
alter table public.review_moderation add constraint review_moderation_user_text check (public.user_text_ok(reason, true)) not valid;

alter table public.review_moderation enable row level security;

-- Average and count of each vendor's visible reviews, kept by trigger in the same transaction.
create table public.vendor_review_stats (
  vendor_id uuid primary key references public.vendors (id) on delete cascade,
  review_count integer not null default 0 check (review_count >= 0),
  rating_sum integer not null default 0 check (rating_sum >= 0),
  rating_avg numeric(3, 2) generated always as (
    case when review_count > 0 then round(rating_sum::numeric / review_count, 2) end
  ) stored
);

alter table public.vendor_review_stats enable row level security;

-- Views -----------------------------------------------------------------------------------------------

-- The reply is looked up per returned row (a page is 5 rows): a join would let a generic plan of the API's
-- parameterised query hash every reply first.
create view public.public_reviews
with (security_barrier = true) as
  select r.id, r.vendor_id, r.rating, r.title, r.body, r.reviewer_first_name, r.event_month, r.created_at,
         r.updated_at,
         (select p.body from public.review_replies p where p.review_id = r.id) as reply_body,
         (select p.created_at from public.review_replies p where p.review_id = r.id) as reply_created_at
    from public.reviews r
   where r.hidden_at is null
     and exists (select 1 from public.vendors v where v.id = r.vendor_id and v.status = 'approved');
comment on view public.public_reviews is
  'Visible reviews of live listings with the vendor''s reply: the host''s first name and event month only. Runs with its owner''s rights on purpose (the public read model of reviews), like vendor_profiles.';

-- Average and count of live listings' visible reviews.
create view public.vendor_ratings
with (security_barrier = true) as
  select s.vendor_id, s.rating_avg, s.review_count
    from public.vendor_review_stats s
    join public.vendors v on v.id = s.vendor_id and v.status = 'approved'
   where s.review_count > 0;
comment on view public.vendor_ratings is
  'Average rating and number of visible reviews of live listings (vendors without reviews have no row).';

-- Functions -------------------------------------------------------------------------------------------

-- Keeps vendor_review_stats: a visible review counts in its vendor's average and count.
create or replace function public.track_vendor_review_stats()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_visible boolean := tg_op <> 'INSERT' and old.hidden_at is null;
  is_visible boolean := tg_op <> 'DELETE' and new.hidden_at is null;
begin
  if was_visible and is_visible and old.vendor_id = new.vendor_id then
    if old.rating <> new.rating then
      update public.vendor_review_stats s set rating_sum = s.rating_sum - old.rating + new.rating
       where s.vendor_id = new.vendor_id;
    end if;
    return null;
  end if;
  if was_visible then
    update public.vendor_review_stats s
       set review_count = s.review_count - 1, rating_sum = s.rating_sum - old.rating
     where s.vendor_id = old.vendor_id;
  end if;
  if is_visible then
    insert into public.vendor_review_stats as s (vendor_id, review_count, rating_sum)
    values (new.vendor_id, 1, new.rating)
    on conflict (vendor_id) do update
      set review_count = s.review_count + 1, rating_sum = s.rating_sum + excluded.rating_sum;
  end if;
  return null;
end;
$$;

-- Errors: 42501 (403) not allowed · 22023 (400) bad input or out of the window · 23505 (409) already done ·
-- P0002 not found is never used for someone else's row (it would say the row exists): those are 42501.
create or replace function public.review_text_check(p_rating integer, p_title text, p_body text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_rating is null or p_rating < 1 or p_rating > 5 then
    raise exception 'Please choose a rating from 1 to 5 stars.' using errcode = '22023';
  end if;
  perform public.user_text_check(p_title, 'The title', 'Please enter a title.');
  if char_length(btrim(p_title)) > 100 then
    raise exception 'The title can be at most 100 characters.' using errcode = '22023';
  end if;
  perform public.user_text_check(p_body, 'The review', 'Please write your review.');
  if char_length(btrim(p_body)) > 2000 then
    raise exception 'The review can be at most 2000 characters.' using errcode = '22023';
  end if;
end;
$$;

-- The host's review of one of their completed bookings. Answers the new review's id.
create or replace function public.submit_review(p_booking_id uuid, p_rating integer, p_title text, p_body text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  b public.bookings;
  first_name text;
  new_id uuid;
begin
  -- The booking's row lock makes a second, concurrent review of it wait and then find the first.
  select * into b from public.bookings where id = p_booking_id for update;
  if me is null or not found or b.user_id is distinct from me then
    raise exception 'Only the host of this booking can review it.' using errcode = '42501';
  end if;
  if b.payment_status <> 'completed' then
    raise exception 'You can review a booking once it is completed.' using errcode = '22023';
  end if;
  -- Completed by the schedule: completed_at; bookings stored as completed before it existed: the event's end.
  if now() > coalesce(b.completed_at, public.booking_ends_at(b)) + interval '60 days' then
    raise exception 'Reviews can be left within 60 days of the event.' using errcode = '22023';
  end if;
  if exists (select 1 from public.reviews r where r.booking_id = b.id) then
    raise exception 'You have already reviewed this booking.' using errcode = '23505';
  end if;
  perform public.review_text_check(p_rating, p_title, p_body);
  select nullif(left(split_part(btrim(coalesce(nullif(btrim(u.name), ''), b.customer_name, '')), ' ', 1), 40), '')
    into first_name from public.users u where u.id = me;
  insert into public.reviews (booking_id, vendor_id, user_id, rating, title, body, reviewer_first_name, event_month)
  values (b.id, b.vendor_id, me, p_rating, btrim(p_title), btrim(p_body), coalesce(first_name, 'A host'),
          date_trunc('month', b.booking_date)::date)
  returning id into new_id;
  return new_id;
end;
$$;

-- The host's edit of their own review within 48 hours of writing it (not once an admin has hidden it).
create or replace function public.edit_review(p_review_id uuid, p_rating integer, p_title text, p_body text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.reviews;
begin
  select * into r from public.reviews where id = p_review_id for update;
  if auth.uid() is null or not found or r.user_id is distinct from auth.uid() then
    raise exception 'Only the author of this review can edit it.' using errcode = '42501';
  end if;
  if r.hidden_at is not null then
    raise exception 'This review was hidden by PartyEasy and cannot be edited.' using errcode = '22023';
  end if;
  if now() > r.created_at + interval '48 hours' then
    raise exception 'A review can be edited for 48 hours after it is posted.' using errcode = '22023';
  end if;
  perform public.review_text_check(p_rating, p_title, p_body);
  update public.reviews
     set rating = p_rating, title = btrim(p_title), body = btrim(p_body), updated_at = now()
   where id = r.id;
end;
$$;

-- The booking's vendor publishes one public reply to a visible review.
create or replace function public.reply_to_review(p_review_id uuid, p_body text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.reviews;
begin
  select * into r from public.reviews where id = p_review_id for update;
  if auth.uid() is null or not found or not public.owns_vendor(r.vendor_id) then
    raise exception 'Only the vendor of this booking can reply to its review.' using errcode = '42501';
  end if;
  if r.hidden_at is not null then
    raise exception 'This review is hidden.' using errcode = '22023';
  end if;
  if exists (select 1 from public.review_replies p where p.review_id = r.id) then
    raise exception 'You have already replied to this review.' using errcode = '23505';
  end if;
  perform public.user_text_check(p_body, 'The reply', 'Please write your reply.');
  if char_length(btrim(p_body)) > 1000 then
    raise exception 'The reply can be at most 1000 characters.' using errcode = '22023';
  end if;
  insert into public.review_replies (review_id, vendor_id, user_id, body)
  values (r.id, r.vendor_id, auth.uid(), btrim(p_body));
end;
$$;

-- An admin hides a review with a reason (audited in review_moderation); it leaves the average at once.
create or replace function public.admin_hide_review(p_review_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.reviews;
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  perform public.user_text_check(p_reason, 'The reason', 'Please give a reason for hiding this review.');
  if char_length(btrim(p_reason)) > 500 then
    raise exception 'The reason can be at most 500 characters.' using errcode = '22023';
  end if;
  select * into r from public.reviews where id = p_review_id for update;
  if not found then
    raise exception 'review % not found', p_review_id using errcode = 'P0002';
  end if;
  if r.hidden_at is not null then
    raise exception 'This review is already hidden.' using errcode = '23505';
  end if;
  update public.reviews
     set hidden_at = now(), hidden_by = auth.uid(), hidden_reason = btrim(p_reason)
   where id = r.id;
  insert into public.review_moderation (review_id, action, reason, admin_id)
  values (r.id, 'hidden', btrim(p_reason), auth.uid());
end;
$$;

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

-- Whether a rule is met by a figure: 'met', 'unmet' or 'not_enough_data' (fewer cases than the rule needs).
-- The same thresholds and worked examples as shared-domain standingStatus:
-- replies 9 of 10 within 24 h met, 8 of 10 unmet, 2 turns not enough data; quote requests the same within
-- 12 h; cancellations 0 of 20 met, 1 of 20 (5%) unmet, 4 bookings not enough data; reviews 4.0 over 3 met,
-- 3.9 unmet, 2 reviews not enough data.
create or replace function public.standing_rule_status(p_rule text, p_value numeric, p_cases integer)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_value is null or coalesce(p_cases, 0) < case p_rule when 'cancellations' then 5 else 3 end
      then 'not_enough_data'
    when p_rule in ('replies', 'quote_requests') then case when p_value >= 0.9 then 'met' else 'unmet' end
    when p_rule = 'cancellations' then case when p_value < 0.05 then 'met' else 'unmet' end
    when p_rule = 'reviews' then case when p_value >= 4 then 'met' else 'unmet' end
  end
$$;

-- How many of the four rules the figures fall short of.
create or replace function public.standing_shortfalls(
  p_reply_turns integer, p_replied_within_24h integer, p_quote_requests integer, p_quotes_within_12h integer,
  p_bookings integer, p_vendor_cancellations integer, p_review_count integer, p_review_average numeric
)
returns smallint
language sql
immutable
parallel safe
set search_path = ''
as $$
  select ((public.standing_rule_status('replies', p_replied_within_24h::numeric / nullif(p_reply_turns, 0),
                                       p_reply_turns) = 'unmet')::integer
        + (public.standing_rule_status('quote_requests', p_quotes_within_12h::numeric / nullif(p_quote_requests, 0),
                                       p_quote_requests) = 'unmet')::integer
        + (public.standing_rule_status('cancellations', p_vendor_cancellations::numeric / nullif(p_bookings, 0),
                                       p_bookings) = 'unmet')::integer
        + (public.standing_rule_status('reviews', p_review_average, p_review_count) = 'unmet')::integer)::smallint
$$;

-- Indexes ---------------------------------------------------------------------------------------------

create index reviews_vendor_newest_idx on public.reviews (vendor_id, created_at desc, id) where hidden_at is null;

create index reviews_vendor_rating_idx on public.reviews (vendor_id, rating desc, created_at desc, id)
  where hidden_at is null;

create index reviews_user_id_idx on public.reviews (user_id);

create index review_replies_vendor_id_idx on public.review_replies (vendor_id);

create index review_moderation_review_id_idx on public.review_moderation (review_id, id);

create index vendor_review_stats_rating_idx on public.vendor_review_stats (rating_avg desc, review_count desc)
  where review_count > 0;

-- Triggers --------------------------------------------------------------------------------------------

create trigger reviews_track_vendor_review_stats
  after insert or delete or update of rating, hidden_at, vendor_id on public.reviews
  for each row execute function public.track_vendor_review_stats();

create trigger reviews_not_own_listing
  before insert or update of user_id, vendor_id on public.reviews
  for each row execute function public.reviews_not_own_listing();

-- Policies --------------------------------------------------------------------------------------------

create policy "reviews: the host, the vendor and admins read" on public.reviews
  for select to authenticated
  using (user_id = (select auth.uid()) or public.owns_vendor(vendor_id) or (select public.is_admin()));

create policy "review_replies: the review's host, the vendor and admins read" on public.review_replies
  for select to authenticated
  using (
    public.owns_vendor(vendor_id) or (select public.is_admin())
    or exists (select 1 from public.reviews r where r.id = review_id and r.user_id = (select auth.uid()))
  );

create policy "review_moderation: admins read" on public.review_moderation
  for select to authenticated
  using ((select public.is_admin()));

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.reviews from anon, authenticated;
revoke all on public.review_replies from anon, authenticated;
revoke all on public.review_moderation from anon, authenticated;
revoke all on public.vendor_review_stats from anon, authenticated;
grant select on public.reviews to authenticated;
grant select on public.review_replies to authenticated;
grant select on public.review_moderation to authenticated;
revoke all on function public.track_vendor_review_stats() from public, anon, authenticated;
revoke all on public.public_reviews from anon, authenticated;
grant select on public.public_reviews to anon, authenticated, service_role;
revoke all on public.vendor_ratings from anon, authenticated;
grant select on public.vendor_ratings to anon, authenticated, service_role;
revoke all on function public.submit_review(uuid, integer, text, text) from public, anon;
revoke all on function public.edit_review(uuid, integer, text, text) from public, anon;
revoke all on function public.reply_to_review(uuid, text) from public, anon;
revoke all on function public.admin_hide_review(uuid, text) from public, anon;
grant execute on function public.submit_review(uuid, integer, text, text) to authenticated;
grant execute on function public.edit_review(uuid, integer, text, text) to authenticated;
grant execute on function public.reply_to_review(uuid, text) to authenticated;
grant execute on function public.admin_hide_review(uuid, text) to authenticated;

revoke execute on function public.my_favourites(integer, integer) from public, anon;

grant execute on function public.my_favourites(integer, integer) to authenticated;

revoke select on public.reviews from authenticated;

grant select (id, booking_id, vendor_id, user_id, rating, title, body, reviewer_first_name, event_month, created_at,
              updated_at, hidden_at, hidden_reason)
  on public.reviews to authenticated;

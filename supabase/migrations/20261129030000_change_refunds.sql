-- Refunds of a booking whose price a change raised (docs/payments.md "Changing a paid booking"): the booking's
-- money sits in several payments (the first checkout, then one per paid difference), and a provider refund
-- goes back to one payment only. Each booking_refunds row (what the host sees, what the money figures count)
-- is split into parts, one provider refund per payment, each with its own Idempotency-Key; the refund
-- settles once every part is accepted.

-- Tables ----------------------------------------------------------------------------------------------

-- One provider refund of a booking refund. requested: written before the provider is asked · pending /
-- succeeded: accepted · failed: failed after being accepted · refused: the provider said no (no money moved),
-- so a retry may ask again under a new key (attempt).
create table if not exists public.booking_refund_parts (
  id uuid primary key default gen_random_uuid(),
  refund_id uuid not null references public.booking_refunds (id) on delete cascade,
  position integer not null check (position >= 1),
  payment_intent_id text not null,
  amount_cents integer not null check (amount_cents > 0),
  status text not null default 'requested'
    check (status in ('requested', 'pending', 'succeeded', 'failed', 'refused')),
  attempt integer not null default 1 check (attempt >= 1),
  idempotency_key text not null unique,
  provider_refund_id text unique,
  failure_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (refund_id, position),
  unique (refund_id, payment_intent_id)
);
alter table public.booking_refund_parts enable row level security;
comment on table public.booking_refund_parts is
  'One provider refund per payment of a booking refund (the first payment, then the differences of changes); written and read only by the refund functions.';

-- Functions -------------------------------------------------------------------------------------------

-- The card payments a booking's money came from, in the order refunds take from them: the first checkout
-- (its amount before any change), then each applied change's paid difference, oldest first.
create or replace function public.booking_payments(p_booking_id uuid)
returns table (ord integer, payment_intent_id text, amount_cents bigint)
language sql
stable
set search_path = ''
as $$
  select 1, b.payment_intent_id,
         coalesce((select (c.old_subtotal_cents + c.old_fee_cents)::bigint from public.booking_changes c
                    where c.booking_id = b.id order by c.created_at, c.id limit 1),
                  round((b.total_amount + coalesce(b.processing_fee, 0)) * 100)::bigint)
    from public.bookings b
   where b.id = p_booking_id and b.payment_intent_id is not null
  union all
  select (1 + row_number() over (order by c.applied_at, c.id))::integer, c.payment_intent_id,
         ((c.new_subtotal_cents + c.new_fee_cents) - (c.old_subtotal_cents + c.old_fee_cents))::bigint
    from public.booking_changes c join public.bookings b on b.id = c.booking_id
   where c.booking_id = p_booking_id and b.payment_intent_id is not null and c.status = 'applied'
     and c.payment_intent_id is not null
     and (c.new_subtotal_cents + c.new_fee_cents) > (c.old_subtotal_cents + c.old_fee_cents)
  order by 1
$$;

-- Splits a new booking refund into parts, under the lock its writer holds on the booking. A refund that names
-- a payment other than the booking's first (a lapsed change's difference) goes back to that payment; any
-- other takes from the first payment, then from the differences, what each has left after earlier refunds.
-- The first part's key is the one refunds always had (booking-refund-<id>), so older attempts replay.
create or replace function public.booking_refund_split()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  pay record;
  left_cents bigint := new.amount_cents;
  room bigint;
  take bigint;
  pos integer := 0;
  part_status text := case new.status when 'failed' then 'refused' else new.status end;
begin
  select * into b from public.bookings where id = new.booking_id;
  if new.payment_intent_id is not null and new.payment_intent_id is distinct from b.payment_intent_id then
    insert into public.booking_refund_parts (refund_id, position, payment_intent_id, amount_cents, status,
                                             idempotency_key, provider_refund_id)
    values (new.id, 1, new.payment_intent_id, new.amount_cents, part_status, 'booking-refund-' || new.id,
            new.provider_refund_id);
    return new;
  end if;
  if b.payment_intent_id is null then
    return new; -- no card payment on record: nothing goes to the provider
  end if;
  for pay in select * from public.booking_payments(b.id) loop
    exit when left_cents = 0;
    select pay.amount_cents - coalesce(sum(p.amount_cents), 0) into room
      from public.booking_refund_parts p join public.booking_refunds x on x.id = p.refund_id
     where x.booking_id = b.id and x.id <> new.id and x.status <> 'failed'
       and p.payment_intent_id = pay.payment_intent_id and p.status in ('requested', 'pending', 'succeeded');
    take := least(left_cents, greatest(room, 0));
    if take > 0 then
      pos := pos + 1;
      insert into public.booking_refund_parts (refund_id, position, payment_intent_id, amount_cents, status,
                                               idempotency_key)
      values (new.id, pos, pay.payment_intent_id, take, part_status,
              'booking-refund-' || new.id || case when pos = 1 then '' else '-' || pos end);
      left_cents := left_cents - take;
    end if;
  end loop;
  if left_cents > 0 then
    -- more than the payments on record have left: the first payment takes the rest, the provider decides
    insert into public.booking_refund_parts (refund_id, position, payment_intent_id, amount_cents, status,
                                             idempotency_key)
    values (new.id, pos + 1, b.payment_intent_id, left_cents, part_status,
            'booking-refund-' || new.id || case when pos = 0 then '' else '-' || (pos + 1) end)
    on conflict (refund_id, payment_intent_id)
      do update set amount_cents = public.booking_refund_parts.amount_cents + excluded.amount_cents;
  end if;
  return new;
end;
$$;

drop trigger if exists booking_refunds_split on public.booking_refunds;
create trigger booking_refunds_split
  after insert on public.booking_refunds
  for each row execute function public.booking_refund_split();

-- A refused part of a refund that is still under way is asked again under a new key (no money moved under
-- the old one). Concurrent callers get the same reopened part, so they send the same key.
create or replace function public.reopen_booking_refund_part(p_part_id uuid)
returns public.booking_refund_parts
language plpgsql
security definer
set search_path = ''
as $$
declare
  pt public.booking_refund_parts;
  r public.booking_refunds;
begin
  select * into pt from public.booking_refund_parts where id = p_part_id;
  if not found then
    raise exception 'refund part % not found', p_part_id using errcode = 'P0002';
  end if;
  select * into r from public.booking_refunds where id = pt.refund_id;
  perform 1 from public.bookings where id = r.booking_id for update;
  select * into r from public.booking_refunds where id = pt.refund_id;
  select * into pt from public.booking_refund_parts where id = p_part_id for update;
  if pt.status = 'refused' and r.status = 'requested' then
    update public.booking_refund_parts
       set status = 'requested', attempt = attempt + 1, failure_message = null, updated_at = now(),
           idempotency_key = 'booking-refund-' || refund_id || '-' || position || '-' || (attempt + 1)
     where id = pt.id returning * into pt;
  end if;
  return pt;
end;
$$;

-- The provider's word on one part (p_part_id; null: the refund's first part, as refunds made before parts
-- name only the refund). Idempotent. A refund of one part settles as settle_booking_refund always did. Of
-- several: accepted once every part is accepted; a refusal with nothing accepted fails the refund (the booking
-- stays as it was); a refusal after another part was accepted leaves the refund requested and retryable at
-- once (start_booking_refund retries a requested refund whose last attempt is over 2 minutes old), so the
-- retry asks only for what is missing; a part failing after acceptance takes its amount back.
create or replace function public.settle_booking_refund_part(
  p_refund_id uuid, p_status text, p_part_id uuid default null, p_provider_refund_id text default null,
  p_message text default null
)
returns public.booking_refunds
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.booking_refunds;
  pt public.booking_refund_parts;
  was_accepted boolean;
  parts integer;
  first_provider_id text;
begin
  if p_status not in ('pending', 'succeeded', 'failed') then
    raise exception 'unknown refund status %', p_status using errcode = '22023';
  end if;
  select * into r from public.booking_refunds where id = p_refund_id;
  if not found then
    raise exception 'refund % not found', p_refund_id using errcode = 'P0002';
  end if;
  perform 1 from public.bookings where id = r.booking_id for update;
  select * into pt from public.booking_refund_parts
   where refund_id = r.id and (id = p_part_id or (p_part_id is null and position = 1)) for update;
  if not found then
    -- no card payment on record to split by (older data): the refund as a whole
    return public.settle_booking_refund(r.id, p_status, p_provider_refund_id, p_message);
  end if;
  select * into r from public.booking_refunds where id = p_refund_id for update;
  if pt.status = p_status or pt.status in ('failed', 'refused') or (pt.status = 'succeeded' and p_status = 'pending') then
    return r; -- already recorded (or final)
  end if;
  was_accepted := pt.status in ('pending', 'succeeded');
  update public.booking_refund_parts
     set status = case when p_status = 'failed' and not was_accepted then 'refused' else p_status end,
         provider_refund_id = coalesce(p_provider_refund_id, provider_refund_id),
         failure_message = case when p_status = 'failed' then p_message end, updated_at = now()
   where id = pt.id returning * into pt;
  select count(*) into parts from public.booking_refund_parts where refund_id = r.id;
  if parts = 1 then
    return public.settle_booking_refund(r.id, p_status, p_provider_refund_id, p_message);
  end if;
  if p_status = 'failed' and was_accepted then
    if r.status in ('pending', 'succeeded') then
      if r.kind = 'change' then
        update public.bookings set change_refunded_cents = greatest(0, change_refunded_cents - pt.amount_cents)
         where id = r.booking_id;
      else
        update public.bookings set refunded_cents = greatest(0, refunded_cents - pt.amount_cents)
         where id = r.booking_id;
      end if;
      insert into public.booking_history (booking_id, kind, actor, amount_cents, note)
      values (r.booking_id, 'refund_failed', 'system', pt.amount_cents, p_message);
    end if;
    return r;
  end if;
  if p_status = 'failed' then
    if not exists (select 1 from public.booking_refund_parts
                    where refund_id = r.id and status in ('pending', 'succeeded')) then
      update public.booking_refund_parts set status = 'refused', failure_message = 'Not sent.', updated_at = now()
       where refund_id = r.id and status = 'requested';
      return public.settle_booking_refund(r.id, 'failed', null, p_message);
    end if;
    update public.booking_refunds
       set failure_message = p_message, updated_at = now() - interval '2 minutes 1 second'
     where id = r.id and status = 'requested' returning * into r;
    return r;
  end if;
  if exists (select 1 from public.booking_refund_parts
              where refund_id = r.id and status not in ('pending', 'succeeded')) then
    return r;
  end if;
  select provider_refund_id into first_provider_id from public.booking_refund_parts
   where refund_id = r.id and position = 1;
  return public.settle_booking_refund(
    r.id,
    case when exists (select 1 from public.booking_refund_parts where refund_id = r.id and status = 'pending')
         then 'pending' else 'succeeded' end,
    first_provider_id, null);
end;
$$;

-- Data: refunds written before parts existed get one part, the payment they were sent to ------------------

insert into public.booking_refund_parts (refund_id, position, payment_intent_id, amount_cents, status,
                                         idempotency_key, provider_refund_id, failure_message, created_at,
                                         updated_at)
select r.id, 1, coalesce(r.payment_intent_id, b.payment_intent_id), r.amount_cents,
       case when r.status = 'failed' and r.provider_refund_id is null then 'refused' else r.status end,
       'booking-refund-' || r.id, r.provider_refund_id, r.failure_message, r.created_at, r.updated_at
  from public.booking_refunds r join public.bookings b on b.id = r.booking_id
 where coalesce(r.payment_intent_id, b.payment_intent_id) is not null
on conflict do nothing;

-- Indexes ---------------------------------------------------------------------------------------------

create index if not exists booking_refund_parts_payment_idx on public.booking_refund_parts (payment_intent_id);

-- Grants ----------------------------------------------------------------------------------------------

revoke all on public.booking_refund_parts from anon, authenticated;
revoke all on function public.booking_payments(uuid) from public, anon, authenticated;
revoke all on function public.booking_refund_split() from public, anon, authenticated;
revoke all on function public.reopen_booking_refund_part(uuid) from public, anon, authenticated;
revoke all on function public.settle_booking_refund_part(uuid, text, uuid, text, text)
  from public, anon, authenticated;

-- Account deletion after quotes and disputes: an open dispute blocks it, and a deleted host's quote requests
-- lose their place and text.
create or replace function public.account_deletion_blockers(p_user_id uuid)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  reasons text[] := '{}';
begin
  if coalesce(auth.role(), 'service_role') <> 'service_role' and auth.uid() is distinct from p_user_id then
    raise exception 'only the account itself may ask' using errcode = '42501';
  end if;
  if exists (select 1 from public.bookings b where b.user_id = p_user_id and b.payment_status = 'paid') then
    reasons := reasons || 'You have an upcoming paid booking. Cancel it, or wait until the event is over, before deleting your account.'::text;
  end if;
  if exists (select 1 from public.bookings b join public.vendors v on v.id = b.vendor_id
              where v.user_id = p_user_id and b.payment_status = 'paid') then
    reasons := reasons || 'Your listing has an upcoming paid booking. It must take place or be cancelled before you delete your account.'::text;
  end if;
  if exists (select 1 from public.bookings b join public.vendors v on v.id = b.vendor_id
              where v.user_id = p_user_id and public.hold_is_active(b)) then
    reasons := reasons || 'A host is paying for a booking of your listing right now. Please try again in 30 minutes.'::text;
  end if;
  -- Money still to reach the vendor: a share due and not yet transferred, or the part a host's cancellation
  -- kept, paid after the event date.
  if exists (
    select 1 from public.bookings b join public.vendors v on v.id = b.vendor_id
     where v.user_id = p_user_id and b.payment_intent_id is not null
       and ((public.booking_vendor_due_cents(b, now()) > 0
             and not exists (select 1 from public.payout_ledger l
                              where l.booking_id = b.id and l.kind = 'transfer' and l.status = 'succeeded'))
            or (b.payment_status = 'cancelled' and b.cancelled_by = 'host' and b.paid_at is not null
                and public.booking_ends_at(b) > now()
                and public.booking_cents(b.total_amount)::integer > b.refunded_cents))
  ) then
    reasons := reasons || 'A payout is still due to you. Once it has been transferred (set up payouts in your vendor dashboard if you have not), you can delete your account.'::text;
  end if;
  if exists (select 1 from public.booking_refunds r join public.bookings b on b.id = r.booking_id
              where b.user_id = p_user_id and r.status in ('requested', 'pending')) then
    reasons := reasons || 'A refund to you is still in progress. Please try again once it has been made.'::text;
  end if;
  if public.has_open_dispute(p_user_id) then
    reasons := reasons || 'You have an open dispute. It must be resolved before you delete your account.'::text;
  end if;
  return reasons;
end;
$$;

create or replace function public.deidentify_account(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_email text;
begin
  select coalesce(p.email, u.email) into old_email
    from auth.users u left join public.users p on p.id = u.id where u.id = p_user_id;
  if old_email is not null then
    delete from public."Email_List" e where lower(btrim(e.email)) = lower(btrim(old_email));
  end if;
  update public.users p
     set name = null, email = null, phone_number = null, message_emails = false
   where p.id = p_user_id and (p.name is not null or p.email is not null or p.phone_number is not null or p.message_emails);
  -- The listing leaves browse for good (vendors_deleted_account_guard keeps it there).
  update public.vendors v
     set status = 'rejected', rejection_reason = 'The account was deleted.', name = 'Deleted user',
         email = null, phone = null, bio = null, qualifications = '{}', photos = '{}'
   where v.user_id = p_user_id
     and (v.status <> 'rejected' or v.name <> 'Deleted user' or v.email is not null or v.phone is not null
          or v.bio is not null or cardinality(v.qualifications) > 0 or cardinality(v.photos) > 0
          or v.rejection_reason is distinct from 'The account was deleted.');
  delete from public.availability a
   where a.user_id = p_user_id or a.vendor_id in (select v.id from public.vendors v where v.user_id = p_user_id);
  delete from public.time_slot_templates t where t.user_id = p_user_id;
  delete from public.vendor_ai_data d where d.user_id = p_user_id;
  delete from public.favourites f where f.host_id = p_user_id;
  delete from public.messaging_blocks m where m.user_id = p_user_id;
  -- Unpaid checkouts end (a payment arriving later is refunded in full, as for any ended checkout).
  update public.bookings b
     set payment_status = 'cancelled', cancelled_at = now(), cancelled_by = 'system',
         cancellation_reason = 'The host deleted their account.'
   where b.user_id = p_user_id and b.payment_status in ('clicked_book', 'pending');
  -- The booking rows stay for the 7 years of booking history, without who booked and where.
  update public.bookings b
     set customer_name = 'Deleted user', customer_email = '', event_location = null, special_instructions = null
   where b.user_id = p_user_id
     and (b.customer_name is distinct from 'Deleted user' or b.customer_email <> ''
          or b.event_location is not null or b.special_instructions is not null);
  -- Quote requests keep their dates and figures (an offer's booking was priced from them), not the place or
  -- what the host wrote.
  update public.quote_requests q set location = 'Removed', details = 'Removed'
   where q.host_id = p_user_id and (q.location <> 'Removed' or q.details <> 'Removed');
  update public.reviews r set reviewer_first_name = 'A former host'
   where r.user_id = p_user_id and r.reviewer_first_name <> 'A former host';
  -- Waiting message e-mails to the account are not sent.
  update public.message_emails e set skipped_at = now()
    from public.conversations c
   where c.id = e.conversation_id and e.sent_at is null and e.skipped_at is null
     and ((e.recipient_role = 'host' and c.host_id = p_user_id)
          or (e.recipient_role = 'vendor' and c.vendor_user_id = p_user_id));
end;
$$;

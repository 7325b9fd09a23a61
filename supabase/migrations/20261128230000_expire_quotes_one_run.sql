-- expire_quotes runs one at a time (concurrent runs deadlocked on the conversations their cards post into).
create or replace function public.expire_quotes(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer := 0;
  q public.quotes;
  o public.quote_offers;
  vendor_user uuid;
begin
  -- One run at a time: two runs taking offers in turns would post their cards into the same conversations
  -- in different orders and deadlock. A run that finds another under way leaves the work to it.
  if not pg_try_advisory_xact_lock(hashtextextended('expire_quotes', 0)) then
    return 0;
  end if;
  for q in
    update public.quotes x set status = 'expired'
     where x.id in (select y.id from public.quotes y where y.status = 'waiting' and y.respond_by <= p_now
                     order by y.respond_by limit 1000 for update skip locked)
       and x.status = 'waiting'
    returning x.*
  loop
    select c.vendor_user_id into vendor_user from public.conversations c where c.id = q.conversation_id;
    perform public.quote_post_message(q, 'quote_expired', vendor_user, 'Quote request expired without an offer');
    perform public.queue_quote_email(q.id, null, 'expired', 'host');
    n := n + 1;
  end loop;
  for o in
    select y.* from public.quote_offers y
     where y.status in ('open', 'accepted') and y.expires_at <= p_now
       and not public.quote_offer_held(y.id)
     order by y.expires_at limit 1000
       for update skip locked
  loop
    perform public.quote_retire_offer(o.id, 'expired', 'system');
    update public.quotes x set status = 'expired' where x.id = o.quote_id and x.status = 'offered'
    returning x.* into q;
    if q.id is not null then
      select c.vendor_user_id into vendor_user from public.conversations c where c.id = q.conversation_id;
      perform public.quote_post_message(q, 'quote_expired', vendor_user, 'Offer expired');
    end if;
    perform public.queue_quote_email(o.quote_id, o.id, 'expired', 'host');
    n := n + 1;
    q := null;
  end loop;
  return n;
end;
$$;

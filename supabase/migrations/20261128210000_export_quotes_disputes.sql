-- The data export also holds the user's quote requests, their listing's quotes, disputes and dispute messages.
create or replace function public.export_my_data()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  result json;
begin
  if me is null then
    raise exception 'sign in to download your data' using errcode = '42501';
  end if;
  if public.account_is_deleted(me) then
    raise exception 'This account was deleted.' using errcode = '42501';
  end if;
  with
  mine_vendors as (select * from public.vendors v where v.user_id = me),
  host_bookings as (
    select b.id, b.vendor_id, v.name as vendor_name, b.booking_date, b.booking_time, b.duration_hours,
           b.guest_count, b.selected_packages, b.selected_addons, b.event_location, b.special_instructions,
           b.customer_name, b.customer_email, b.total_amount, b.processing_fee, b.payment_status,
           b.refunded_cents, b.created_at, b.paid_at, b.cancelled_at, b.cancelled_by, b.cancellation_reason,
           b.completed_at
      from public.bookings b join public.vendors v on v.id = b.vendor_id
     where b.user_id = me
     order by b.created_at desc, b.id limit 5000),
  listing_bookings as (
    select b.id, b.vendor_id, v.name as vendor_name, b.booking_date, b.booking_time, b.duration_hours,
           b.guest_count, b.selected_packages, b.selected_addons, b.total_amount, b.processing_fee,
           b.payment_status, b.refunded_cents, b.created_at, b.paid_at, b.cancelled_at, b.cancelled_by,
           b.cancellation_reason, b.completed_at
      from public.bookings b join mine_vendors v on v.id = b.vendor_id
     order by b.created_at desc, b.id limit 5000),
  my_conversations as (
    select c.id, c.vendor_id, v.name as listing_name,
           case when c.host_id = me then 'host' else 'vendor' end as role, c.created_at, c.last_message_at
      from public.conversations c join public.vendors v on v.id = c.vendor_id
     where c.host_id = me or c.vendor_user_id = me
     order by c.last_message_at desc nulls last, c.id limit 1000),
  sent_messages as (
    select m.id, m.conversation_id, m.body, m.booking_id, m.created_at, m.hidden_at is not null as hidden
      from public.messages m
     where m.sender_id = me
     order by m.created_at desc, m.id limit 10000)
  select json_build_object(
    'format', 'partyeasy-data-export',
    'version', 1,
    'exported_at', now(),
    'limits', json_build_object(
      'bookings_as_host', 5000, 'bookings_of_listing', 5000, 'reviews_written', 1000, 'conversations', 1000,
      'messages_sent', 10000, 'availability', 5000, 'payouts', 5000, 'favourites', 500, 'quote_requests', 1000,
      'quotes_of_listing', 1000, 'disputes', 1000, 'dispute_messages_sent', 5000),
    'profile', (
      select json_build_object(
        'id', u.id, 'email', u.email, 'name', p.name, 'phone_number', p.phone_number, 'type', p.type,
        'created_at', coalesce(p.created_at, u.created_at), 'message_emails', p.message_emails,
        'terms_version', p.terms_version, 'terms_accepted_at', p.terms_accepted_at,
        'newsletter', (select json_build_object('subscribed_at', e.created_at, 'confirmed_at', e.confirmed_at)
                         from public."Email_List" e where lower(btrim(e.email)) = lower(u.email::text) limit 1))
        from auth.users u left join public.users p on p.id = u.id where u.id = me),
    'bookings_as_host', coalesce((select json_agg(h) from host_bookings h), '[]'::json),
    'reviews_written', coalesce((
      select json_agg(json_build_object(
               'id', r.id, 'booking_id', r.booking_id, 'vendor_id', r.vendor_id, 'rating', r.rating,
               'title', r.title, 'body', r.body, 'shown_as', r.reviewer_first_name, 'created_at', r.created_at,
               'updated_at', r.updated_at, 'hidden', r.hidden_at is not null))
        from (select * from public.reviews r where r.user_id = me order by r.created_at desc, r.id limit 1000) r),
      '[]'::json),
    'favourites', coalesce((
      select json_agg(json_build_object('vendor_id', f.vendor_id, 'created_at', f.created_at))
        from (select * from public.favourites f where f.host_id = me order by f.created_at desc limit 500) f),
      '[]'::json),
    'conversations', coalesce((select json_agg(c) from my_conversations c), '[]'::json),
    'messages_sent', coalesce((select json_agg(m) from sent_messages m), '[]'::json),
    'listing', (
      select json_build_object(
        'id', v.id, 'name', v.name, 'email', v.email, 'phone', v.phone, 'servicetype', v.servicetype,
        'bio', v.bio, 'experience', v.experience, 'qualifications', v.qualifications,
        'cities_served', v.cities_served, 'photos', v.photos, 'status', v.status,
        'rejection_reason', v.rejection_reason, 'created_at', v.created_at, 'time_zone', v.time_zone,
        'extra_charge_weekday_night', v.extra_charge_weekday_night, 'extra_charge_weekend', v.extra_charge_weekend,
        'extra_charge_weekend_night', v.extra_charge_weekend_night,
        'packages', coalesce((
          select json_agg(json_build_object(
                   'id', p.id, 'name', p.name, 'description', p.description, 'price', p.price,
                   'charging_type', p.charging_type, 'minimum_hours', p.minimum_hours,
                   'minimum_spend', p.minimum_spend, 'duration_hours', p.duration_hours,
                   'max_guests', p.max_guests, 'max_hours', p.max_hours) order by p.price, p.id)
            from (select * from public."Packages" p where p.vendor_id = v.id order by p.price, p.id limit 200) p),
          '[]'::json),
        'addons', coalesce((
          select json_agg(json_build_object('id', a.id, 'item', a.item, 'price', a.price,
                                            'charging_type', a.charging_type) order by a.price, a.id)
            from (select * from public.addons a where a.vendor_id = v.id order by a.price, a.id limit 200) a),
          '[]'::json),
        'availability', coalesce((
          select json_agg(json_build_object('date', a.date, 'start_time', a.start_time, 'end_time', a.end_time,
                                            'time_slot_text', a.time_slot_text, 'is_available', a.is_available)
                          order by a.date desc, a.start_time)
            from (select * from public.availability a where a.vendor_id = v.id
                   order by a.date desc, a.start_time limit 5000) a),
          '[]'::json),
        'time_slot_templates', coalesce((
          select json_agg(json_build_object('start_time', t.start_time, 'end_time', t.end_time,
                                            'display_text', t.display_text))
            from (select * from public.time_slot_templates t where t.user_id = me order by t.start_time limit 200) t),
          '[]'::json),
        'custom_package_data', (select d.training_data from public.vendor_ai_data d where d.vendor_id = v.id))
        from mine_vendors v order by v.created_at desc limit 1),
    'bookings_of_listing', coalesce((select json_agg(l) from listing_bookings l), '[]'::json),
    -- Quote requests the user sent, with each vendor's answer and the prices offered (the offers' own words
    -- are the vendors' and may hold details masked until a booking: left out).
    'quote_requests', coalesce((
      select json_agg(json_build_object(
               'id', r.id, 'category', r.category, 'event_date', r.event_date, 'start_time', r.start_time,
               'duration_hours', r.duration_hours, 'guest_count', r.guest_count, 'location', r.location,
               'budget_cents', r.budget_cents, 'details', r.details, 'created_at', r.created_at,
               'vendors', (select coalesce(json_agg(json_build_object(
                                  'vendor_id', q.vendor_id, 'status', q.status, 'answered_at', q.answered_at,
                                  'offers', (select coalesce(json_agg(json_build_object(
                                                      'price_cents', o.price_cents, 'event_date', o.event_date,
                                                      'start_time', o.start_time, 'duration_hours', o.duration_hours,
                                                      'expires_at', o.expires_at, 'refund_policy', o.refund_policy,
                                                      'status', o.status, 'created_at', o.created_at)
                                                    order by o.created_at), '[]'::json)
                                               from public.quote_offers o where o.quote_id = q.id))), '[]'::json)
                             from public.quotes q where q.request_id = r.id)))
        from (select * from public.quote_requests r where r.host_id = me
               order by r.created_at desc, r.id limit 1000) r),
      '[]'::json),
    -- Quotes the listing received, with its own answers (the hosts' words are theirs: left out).
    'quotes_of_listing', coalesce((
      select json_agg(json_build_object(
               'id', q.id, 'category', r.category, 'event_date', r.event_date, 'guest_count', r.guest_count,
               'status', q.status, 'created_at', q.created_at, 'answered_at', q.answered_at,
               'decline_reason', q.decline_reason,
               'offers', (select coalesce(json_agg(json_build_object(
                                  'price_cents', o.price_cents, 'includes', o.includes, 'event_date', o.event_date,
                                  'start_time', o.start_time, 'duration_hours', o.duration_hours,
                                  'expires_at', o.expires_at, 'refund_policy', o.refund_policy, 'status', o.status,
                                  'created_at', o.created_at) order by o.created_at), '[]'::json)
                            from public.quote_offers o where o.quote_id = q.id)))
        from (select q.* from public.quotes q join mine_vendors v on v.id = q.vendor_id
               order by q.created_at desc, q.id limit 1000) q
        join public.quote_requests r on r.id = q.request_id),
      '[]'::json),
    -- Disputes the user reported as a host or that concern the listing; the description is the host's.
    'disputes', coalesce((
      select json_agg(json_build_object(
               'id', d.id, 'booking_id', d.booking_id,
               'role', case when d.host_id = me then 'host' else 'vendor' end, 'reason', d.reason,
               'description', case when d.host_id = me then d.description end, 'status', d.status,
               'outcome', d.outcome, 'refund_cents', d.refund_cents, 'resolution_reason', d.resolution_reason,
               'created_at', d.created_at, 'resolved_at', d.resolved_at))
        from (select d.* from public.disputes d
               where d.host_id = me or d.vendor_id in (select v.id from mine_vendors v)
               order by d.created_at desc, d.id limit 1000) d),
      '[]'::json),
    'dispute_messages_sent', coalesce((
      select json_agg(json_build_object('dispute_id', m.dispute_id, 'body', m.body, 'created_at', m.created_at))
        from (select m.* from public.dispute_messages m where m.author_id = me
               order by m.created_at desc, m.id limit 5000) m),
      '[]'::json),
    'payout_account', (
      select json_build_object('state', a.state, 'details_submitted', a.details_submitted, 'created_at', a.created_at)
        from public.payout_accounts a join mine_vendors v on v.id = a.vendor_id limit 1),
    'payouts', coalesce((
      select json_agg(json_build_object(
               'id', l.id, 'booking_id', l.booking_id, 'kind', l.kind, 'amount_cents', l.amount_cents,
               'status', l.status, 'created_at', l.created_at, 'settled_at', l.settled_at))
        from (select l.* from public.payout_ledger l join mine_vendors v on v.id = l.vendor_id
               order by l.created_at desc, l.id limit 5000) l),
      '[]'::json)
  ) into result;
  return result;
end;
$$;

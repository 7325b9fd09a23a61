-- Deleting a paid booking (issue 24, item 4): still refused, now with a SQLSTATE of its own (PE002, like
-- start_booking_refund's PE001) so that /admin/bookings can tell this refusal from a failure and show the
-- way out: refund the booking with a reason, or cancel it without a refund recording why. Either leaves it
-- cancelled, and a cancelled booking can be deleted.
create or replace function public.bookings_before_delete()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if old.payment_status = 'paid' then
    -- the API answers 400 with this code and message
    raise exception 'A paid booking cannot be deleted: refund it, or cancel it and record why, first.'
      using errcode = 'PE002';
  end if;
  return old;
end;
$$;

-- Who resolved a dispute and the provider's last error are admins' only (read through dispute_detail): the
-- parties read the other columns of their disputes.
revoke all on public.disputes from anon, authenticated;

grant select (id, booking_id, host_id, vendor_id, reason, description, status, offer_cents, offered_at, outcome,
              refund_cents, resolution_reason, refund_id, created_at, updated_at, resolved_at)
  on public.disputes to authenticated;

-- Hardening round 2 (docs/reliability.md, issue 23): numeric columns refuse NaN and ±Infinity.
-- In PostgreSQL 'NaN'::numeric passes `>= 0` (NaN sorts above every number) and numeric accepts 'Infinity', so
-- every money, extra-charge and duration check gets a finiteness condition. NOT VALID like the first round:
-- existing rows are kept, every new write is checked. Integer columns cannot hold either value.

create or replace function public.is_finite(p numeric)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p is null or (p > '-Infinity'::numeric and p < 'Infinity'::numeric)
$$;
comment on function public.is_finite(numeric) is
  'True for null and every ordinary number; false for NaN (which sorts above Infinity), Infinity and -Infinity.';

alter table public.vendors
  add constraint vendors_numbers_finite check (
    public.is_finite(extra_charge_weekday_night) and public.is_finite(extra_charge_weekend)
    and public.is_finite(extra_charge_weekend_night)
  ) not valid;

alter table public."Packages"
  add constraint packages_numbers_finite check (
    public.is_finite(price) and public.is_finite(minimum_spend) and public.is_finite(extra_charge_weekday_night)
    and public.is_finite(extra_charge_weekend_night) and public.is_finite(extra_charge_weekend)
  ) not valid;

alter table public.addons
  add constraint addons_numbers_finite check (public.is_finite(price)) not valid;

alter table public.bookings
  add constraint bookings_numbers_finite check (
    public.is_finite(total_amount) and public.is_finite(processing_fee) and public.is_finite(duration_hours)
  ) not valid;

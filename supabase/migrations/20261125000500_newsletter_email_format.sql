-- The newsletter keeps e-mail addresses only, by the rule the footer form applies (shared-domain's
-- EMAIL_PATTERN: something@domain.tld, no spaces, one '@', after trimming): an insert through the REST API
-- can no longer store 'not-an-email' that the form refuses. Rows stored before are left as they are.
alter table public."Email_List"
  add constraint email_list_email_format check (btrim(email) ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$') not valid;

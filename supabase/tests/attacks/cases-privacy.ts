import { ids, SEED_PASSWORD } from '../support/actors.js';
import { type AttackCase, all, failed } from './cases.js';
import type { AttackContext, Attempt, HttpResult } from './context.js';

/**
 * Privacy rights (issue 45 item 4): a user exports only their own data and deletes only their own account,
 * through the delete-account function with their password; delete_account is the service role's; a vendor
 * with a payout still due is refused. Same contract as cases.ts.
 */

const T = [
  'public.users',
  'public.vendors',
  'public.bookings',
  'public.reviews',
  'public.deleted_accounts',
  '(select id, email, encrypted_password, deleted_at from auth.users)',
  '(select id, user_id from auth.sessions)',
];

let daysBack = 900;
/** A completed, card-paid booking of DJ Nova whose vendor share has not been transferred yet. */
async function payoutDue(ctx: AttackContext): Promise<string> {
  daysBack += 1;
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, processing_fee,
       payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, payment_intent_id,
       paid_at, completed_at)
     values ($1, $2, 'host@partyeasy.test', 'Hannah Host', 250, 12.5, 'completed', current_date - $3::int, '10:00', 2,
             20, 'Party Starter', 'pi_attack_privacy_' || $3::text, now(), now())
     returning id`,
    [ids.ownVendor, ids.host, daysBack],
  );
  return rows[0]?.id as string;
}

/** A function answer that must be exactly this status (and so deleted nothing). */
const answered = (
  status: number,
  r: HttpResult,
  also: (body: Record<string, unknown>) => boolean = () => true,
) => ({
  status: r.status,
  refused: r.status === status && also((r.body ?? {}) as Record<string, unknown>),
  detail: r.body,
});

export const privacyCases: AttackCase[] = [
  {
    category: 'privacy',
    actor: 'host',
    name: "a user cannot export another account's data (export_my_data takes no account)",
    tables: T,
    run: async (ctx) =>
      all([
        failed(await ctx.client('host').rpc('export_my_data', { p_user_id: ids.otherHost } as never)),
        failed(await ctx.client('anon').rpc('export_my_data')),
      ]),
  },
  {
    category: 'privacy',
    actor: 'host',
    name: "a user cannot read another account's deletion blockers",
    tables: T,
    run: async (ctx) =>
      failed(await ctx.client('host').rpc('account_deletion_blockers', { p_user_id: ids.ownerVendorUser })),
  },
  {
    category: 'privacy',
    actor: 'host',
    name: "delete_account is the service role's: a user cannot call it for another account or their own",
    tables: T,
    run: async (ctx): Promise<Attempt> =>
      all([
        failed(await ctx.client('host').rpc('delete_account', { p_user_id: ids.otherHost })),
        failed(await ctx.client('host').rpc('delete_account', { p_user_id: ids.host })),
        failed(await ctx.client('anon').rpc('delete_account', { p_user_id: ids.host })),
        failed(await ctx.client('host').rpc('purge_deleted_accounts')),
      ]),
  },
  {
    category: 'privacy',
    actor: 'host',
    name: 'delete-account deletes the caller only: another id in the body is ignored and a wrong password refused',
    tables: T,
    run: async (ctx) =>
      answered(
        403,
        await ctx.fn('host', 'delete-account', { password: 'not-the-password', userId: ids.otherHost }),
        (body) => body.error === 'wrong_password',
      ),
  },
  {
    category: 'privacy',
    actor: 'anon',
    name: 'delete-account refuses a caller without a session',
    tables: T,
    run: async (ctx) =>
      answered(401, await ctx.fn({ token: null }, 'delete-account', { password: SEED_PASSWORD })),
  },
  {
    category: 'privacy',
    actor: 'ownerVendor',
    name: 'a vendor cannot delete their account while a payout is still due to them',
    tables: T,
    setup: payoutDue,
    run: async (ctx) =>
      answered(
        409,
        await ctx.fn('ownerVendor', 'delete-account', { password: SEED_PASSWORD }),
        (body) =>
          (body.blockers as string[] | undefined)?.some((b) =>
            b.startsWith('A payout is still due to you'),
          ) === true,
      ),
  },
];

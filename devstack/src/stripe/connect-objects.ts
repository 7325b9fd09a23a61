import { invalidParam, missingParam, StripeApiError } from './errors.js';
import type { FormObject, FormValue } from './form.js';
import { randomId } from './sessions.js';

/** Stripe's Account (the fields a platform reads for Connect onboarding and payouts). */
export interface Account {
  id: string;
  object: 'account';
  type: 'express' | 'custom' | 'standard';
  business_type: string | null;
  business_profile: { name: string | null; url: string | null; mcc: string | null };
  capabilities: { transfers: 'active' | 'inactive' | 'pending' };
  charges_enabled: boolean;
  country: string;
  created: number;
  default_currency: string;
  details_submitted: boolean;
  email: string | null;
  external_accounts: {
    object: 'list';
    data: { id: string; object: 'bank_account'; last4: string; routing_number: string; currency: string }[];
    has_more: false;
    total_count: number;
    url: string;
  };
  livemode: false;
  metadata: Record<string, string>;
  payouts_enabled: boolean;
  requirements: {
    currently_due: string[];
    eventually_due: string[];
    past_due: string[];
    pending_verification: string[];
    errors: never[];
    disabled_reason: string | null;
    current_deadline: null;
  };
}

/** What the stand-in keeps of a link: single use, valid 5 minutes, like Stripe's. */
export interface StoredAccountLink {
  token: string;
  account: string;
  refreshUrl: string;
  returnUrl: string;
  expiresAt: number;
  used: boolean;
}

interface TransferReversal {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  balance_transaction: string;
  created: number;
  currency: string;
  destination_payment_refund: string;
  metadata: Record<string, string>;
  source_refund: null;
  transfer: string;
}

export interface Transfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  balance_transaction: string;
  created: number;
  currency: string;
  description: string | null;
  destination: string;
  destination_payment: string;
  livemode: false;
  metadata: Record<string, string>;
  reversals: { object: 'list'; data: TransferReversal[]; has_more: false; total_count: number; url: string };
  reversed: boolean;
  source_transaction: string | null;
  source_type: 'card';
  transfer_group: string | null;
}

const DUE_AT_CREATION = [
  'business_profile.url',
  'external_account',
  'individual.dob.day',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
];

const str = (v: FormValue | undefined) => (typeof v === 'string' ? v : undefined);

export function metadataOf(v: FormValue | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    for (const [k, value] of Object.entries(v)) if (typeof value === 'string' && value !== '') out[k] = value;
  }
  return out;
}

function positiveAmount(raw: string | undefined, required: boolean): number | undefined {
  if (raw === undefined) {
    if (required) throw missingParam('amount');
    return undefined;
  }
  if (!/^\d+$/.test(raw)) throw invalidParam('amount', `Invalid integer: ${raw}`);
  const amount = Number(raw);
  if (amount < 1) throw invalidParam('amount', 'This value must be greater than or equal to 1.');
  return amount;
}

/** POST /v1/accounts: a new connected account that still needs its onboarding. */
export function newAccount(params: FormObject, now: number): Account {
  const type = str(params.type) ?? 'express';
  if (type !== 'express' && type !== 'custom' && type !== 'standard') {
    throw invalidParam('type', `Invalid type: must be one of custom, express, or standard`);
  }
  const id = randomId('acct', 8);
  return {
    id,
    object: 'account',
    type,
    business_type: str(params.business_type) ?? null,
    business_profile: { name: null, url: null, mcc: null },
    capabilities: { transfers: 'inactive' },
    charges_enabled: false,
    country: str(params.country) ?? 'US',
    created: now,
    default_currency: 'usd',
    details_submitted: false,
    email: str(params.email) ?? null,
    external_accounts: {
      object: 'list',
      data: [],
      has_more: false,
      total_count: 0,
      url: `/v1/accounts/${id}/external_accounts`,
    },
    livemode: false,
    metadata: metadataOf(params.metadata),
    payouts_enabled: false,
    requirements: {
      currently_due: [...DUE_AT_CREATION],
      eventually_due: [...DUE_AT_CREATION],
      past_due: [...DUE_AT_CREATION],
      pending_verification: [],
      errors: [],
      disabled_reason: 'requirements.past_due',
      current_deadline: null,
    },
  };
}

/** What the hosted onboarding form submits makes the account able to receive transfers and payouts. */
export function completeAccount(account: Account, details: { name: string; routing: string; last4: string }) {
  account.business_profile.name = details.name;
  account.details_submitted = true;
  account.charges_enabled = true;
  account.payouts_enabled = true;
  account.capabilities.transfers = 'active';
  account.requirements = {
    currently_due: [],
    eventually_due: [],
    past_due: [],
    pending_verification: [],
    errors: [],
    disabled_reason: null,
    current_deadline: null,
  };
  account.external_accounts.data = [
    {
      id: randomId('ba', 8),
      object: 'bank_account',
      last4: details.last4,
      routing_number: details.routing,
      currency: 'usd',
    },
  ];
  account.external_accounts.total_count = 1;
}

/** POST /v1/account_links: validated like Stripe (account, return_url, refresh_url, type). */
export function newAccountLink(params: FormObject, accounts: ReadonlyMap<string, Account>, now: number) {
  const account = str(params.account);
  if (!account) throw missingParam('account');
  if (!accounts.has(account)) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `No such account: '${account}'`,
      'resource_missing',
      'account',
    );
  }
  const type = str(params.type);
  if (!type) throw missingParam('type');
  if (type !== 'account_onboarding' && type !== 'account_update') {
    throw invalidParam('type', 'Invalid type: must be one of account_onboarding or account_update');
  }
  const returnUrl = str(params.return_url);
  const refreshUrl = str(params.refresh_url);
  if (!returnUrl) throw missingParam('return_url');
  if (!refreshUrl) throw missingParam('refresh_url');
  for (const [name, url] of [
    ['return_url', returnUrl],
    ['refresh_url', refreshUrl],
  ] as const) {
    if (!/^https?:\/\//.test(url)) throw invalidParam(name, `Not a valid URL`);
  }
  const link: StoredAccountLink = {
    token: randomId('acctlink', 16),
    account,
    refreshUrl,
    returnUrl,
    expiresAt: now + 300,
    used: false,
  };
  return link;
}

/** POST /v1/transfers: the parameters checked like Stripe's; the balance and destination are the caller's. */
export function transferParams(params: FormObject) {
  const amount = positiveAmount(str(params.amount), true)!;
  const currency = str(params.currency);
  if (!currency) throw missingParam('currency');
  const destination = str(params.destination);
  if (!destination) throw missingParam('destination');
  return {
    amount,
    currency: currency.toLowerCase(),
    destination,
    description: str(params.description) ?? null,
    metadata: metadataOf(params.metadata),
    sourceTransaction: str(params.source_transaction) ?? null,
    transferGroup: str(params.transfer_group) ?? null,
  };
}

export function newTransfer(p: ReturnType<typeof transferParams>, now: number): Transfer {
  const id = randomId('tr', 12);
  return {
    id,
    object: 'transfer',
    amount: p.amount,
    amount_reversed: 0,
    balance_transaction: randomId('txn', 12),
    created: now,
    currency: p.currency,
    description: p.description,
    destination: p.destination,
    destination_payment: randomId('py', 12),
    livemode: false,
    metadata: p.metadata,
    reversals: {
      object: 'list',
      data: [],
      has_more: false,
      total_count: 0,
      url: `/v1/transfers/${id}/reversals`,
    },
    reversed: false,
    source_transaction: p.sourceTransaction,
    source_type: 'card',
    transfer_group: p.transferGroup,
  };
}

/** POST /v1/transfers/:id/reversals: amount defaults to what is left; more than is left is refused. */
export function reverseTransfer(transfer: Transfer, params: FormObject, now: number): TransferReversal {
  const left = transfer.amount - transfer.amount_reversed;
  if (left <= 0) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `Transfer ${transfer.id} has already been fully reversed.`,
    );
  }
  const amount = positiveAmount(str(params.amount), false) ?? left;
  if (amount > left) {
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `Reversal amount (${dollars(amount)}) is greater than the amount not yet reversed on transfer ${transfer.id} (${dollars(left)}).`,
      undefined,
      'amount',
    );
  }
  const reversal: TransferReversal = {
    id: randomId('trr', 12),
    object: 'transfer_reversal',
    amount,
    balance_transaction: randomId('txn', 12),
    created: now,
    currency: transfer.currency,
    destination_payment_refund: randomId('pyr', 12),
    metadata: metadataOf(params.metadata),
    source_refund: null,
    transfer: transfer.id,
  };
  transfer.amount_reversed += amount;
  transfer.reversed = transfer.amount_reversed === transfer.amount;
  transfer.reversals.data.unshift(reversal);
  transfer.reversals.total_count += 1;
  return reversal;
}

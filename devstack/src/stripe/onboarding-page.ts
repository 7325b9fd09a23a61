import { html, raw } from 'hono/html';
import { layout } from './checkout-page.js';
import type { Account } from './connect-objects.js';

export interface OnboardingValues {
  name: string;
  routing: string;
  account: string;
}
export type OnboardingField = keyof OnboardingValues;

/** Test bank details that Stripe's test mode accepts (routing 110000000, account 000123456789). */
export const TEST_BANK = { routing: '110000000', account: '000123456789' } as const;

/** The form's checks: a name, a 9-digit routing number, a 4–17 digit account number. */
export function checkOnboarding(
  values: OnboardingValues,
): { field: OnboardingField; message: string } | null {
  if (!values.name.trim()) return { field: 'name', message: 'Enter the name the payouts go to.' };
  if (!/^\d{9}$/.test(values.routing))
    return { field: 'routing', message: 'The routing number has 9 digits.' };
  if (!/^\d{4,17}$/.test(values.account)) {
    return { field: 'account', message: 'The account number has 4 to 17 digits.' };
  }
  return null;
}

const FIELDS: { field: OnboardingField; id: string; label: string; attrs: string }[] = [
  { field: 'name', id: 'payout-name', label: 'Legal name or business name', attrs: 'autocomplete="name"' },
  {
    field: 'routing',
    id: 'payout-routing',
    label: 'Routing number',
    attrs: 'inputmode="numeric" maxlength="9"',
  },
  {
    field: 'account',
    id: 'payout-account',
    label: 'Account number',
    attrs: 'inputmode="numeric" maxlength="17"',
  },
];

/** GET /connect/onboard/:token — the hosted onboarding of a connected account (Express-like). */
export function renderOnboardingPage(
  token: string,
  account: Account,
  state: { values?: Partial<OnboardingValues>; error?: { field: OnboardingField; message: string } } = {},
) {
  const values = { routing: TEST_BANK.routing, account: TEST_BANK.account, name: '', ...state.values };
  return layout(
    'Set up payouts',
    html`<main>
      <section aria-labelledby="onboard-title">
        <h1 id="onboard-title">Set up payouts</h1>
        <p class="muted">PartyEasy partners with the payment provider to pay you after each event.</p>
        ${account.email ? html`<p class="muted">Account for ${account.email}</p>` : ''}
        <p class="hint">Test mode: the bank details below are the provider's test account; submit them as they are.</p>
      </section>
      <section aria-labelledby="bank-title">
        <form class="pay" method="post" action="/connect/onboard/${token}" novalidate>
          <h2 id="bank-title">Where should we send your money?</h2>
          ${FIELDS.map((f) => {
            const invalid = state.error?.field === f.field;
            return html`<div>
              <label for="${f.id}">${f.label}</label>
              <input id="${f.id}" name="${f.field}" type="text" required ${raw(f.attrs)}
                value="${values[f.field] ?? ''}"
                ${invalid ? raw(`aria-invalid="true" aria-describedby="${f.id}-error"`) : ''} />
              ${invalid ? html`<p class="field-error" id="${f.id}-error" role="alert">${state.error?.message}</p>` : ''}
            </div>`;
          })}
          <button class="primary" type="submit">Agree and submit</button>
        </form>
        <form method="post" action="/connect/onboard/${token}/later">
          <button class="secondary" type="submit">Save and finish later</button>
        </form>
      </section>
    </main>`,
  );
}

export function renderLinkNotFoundPage() {
  return layout(
    'Link not found',
    html`<main><section><h1>Onboarding link not found</h1><p>Start again from the site.</p></section></main>`,
  );
}

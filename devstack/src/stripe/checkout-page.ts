import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { CardField, CardInput } from './cards.js';
import type { CheckoutSession, StoredSession } from './sessions.js';

const styles = `
  *, *::before, *::after { box-sizing: border-box; }
  body { font-family: system-ui, -apple-system, sans-serif; margin: 0; color: #1a1f36; background: #f6f9fc; }
  .banner { background: #ffde92; color: #5c3c00; text-align: center; font-size: 14px; padding: 6px 12px; }
  main { display: grid; gap: 24px; max-width: 920px; margin: 0 auto; padding: 24px 16px 48px; }
  @media (min-width: 760px) { main { grid-template-columns: 1fr 1fr; padding-top: 48px; } }
  h1, h2 { font-size: 20px; margin: 0 0 4px; }
  .total { font-size: 32px; font-weight: 700; margin: 0 0 16px; }
  table { width: 100%; border-collapse: collapse; font-size: 15px; }
  th, td { padding: 10px 0; border-bottom: 1px solid #e3e8ee; text-align: left; vertical-align: top; }
  td.amount, th.amount { text-align: right; white-space: nowrap; padding-left: 12px; }
  tfoot th, tfoot td { border-bottom: 0; }
  .muted { color: #697386; font-size: 13px; }
  form.pay { background: #fff; border-radius: 8px; padding: 20px; box-shadow: 0 2px 8px rgba(0,0,0,.08); }
  label { display: block; font-size: 14px; font-weight: 600; margin: 14px 0 6px; }
  input { width: 100%; font-size: 16px; padding: 12px; border: 1px solid #cfd7df; border-radius: 6px; }
  input:focus { outline: 3px solid #8fb3ff; outline-offset: 1px; }
  input[aria-invalid="true"] { border-color: #df1b41; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  .field-error { color: #df1b41; font-size: 14px; margin: 6px 0 0; }
  .alert { background: #fde8ec; color: #a4102c; border-radius: 6px; padding: 12px; margin: 0 0 8px; font-weight: 600; }
  button { font: inherit; font-size: 17px; width: 100%; min-height: 48px; border-radius: 6px; cursor: pointer; }
  button.primary { background: #635bff; color: #fff; border: 0; margin-top: 20px; font-weight: 600; }
  button.secondary { background: transparent; color: #1a1f36; border: 1px solid #cfd7df; margin-top: 12px; }
  .hint { font-size: 13px; color: #4f566b; margin-top: 16px; }
  .hint code { background: #eef1f5; color: #3c4257; padding: 1px 4px; border-radius: 4px; }
`;

export function formatAmount(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    minor / 100,
  );
}

/** Where a completed session sends the customer: success_url (hosted) or return_url (embedded). */
export function successUrl(session: CheckoutSession): string {
  return (session.success_url ?? session.return_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

export function layout(
  title: string,
  content: HtmlEscapedString | Promise<HtmlEscapedString>,
  script: HtmlEscapedString | Promise<HtmlEscapedString> | string = '',
) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%23635bff'/%3E%3C/svg%3E" />
    <style>
      ${raw(styles)}
    </style>
  </head>
  <body>
    <div class="banner" role="note">Test mode: local payment stand-in. No real card is charged.</div>
    ${content}
    ${script}
  </body>
</html>`;
}

export interface PageState {
  values?: Partial<CardInput>;
  /** A message under one field, or a page-level alert (declines) when field is null. */
  error?: { field: CardField | null; message: string };
  /**
   * The form inside Embedded Checkout's iframe (embedded.ts): it posts to /embedded/:id with the client
   * secret, and `script` tells the embedding page its height.
   */
  embedded?: { clientSecret: string; origin: string; script: string };
}

const FIELDS: { field: CardField; id: string; label: string; attrs: string }[] = [
  {
    field: 'number',
    id: 'card-number',
    label: 'Card number',
    attrs: 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"',
  },
  {
    field: 'expiry',
    id: 'card-expiry',
    label: 'Expiry (MM/YY)',
    attrs: 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7"',
  },
  {
    field: 'cvc',
    id: 'card-cvc',
    label: 'CVC',
    attrs: 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"',
  },
  { field: 'name', id: 'card-name', label: 'Name on card', attrs: 'autocomplete="cc-name"' },
];

function field(f: (typeof FIELDS)[number], state: PageState) {
  const invalid = state.error?.field === f.field;
  const errorId = `${f.id}-error`;
  return html`<div>
    <label for="${f.id}">${f.label}</label>
    <input id="${f.id}" name="${f.field}" type="text" required ${raw(f.attrs)}
      value="${state.values?.[f.field] ?? ''}"
      ${invalid ? raw(`aria-invalid="true" aria-describedby="${errorId}"`) : ''} />
    ${invalid ? html`<p class="field-error" id="${errorId}" role="alert">${state.error?.message}</p>` : ''}
  </div>`;
}

/** GET /pay/:id of an open session: the order summary and the test card form. */
export function renderCheckoutPage(stored: StoredSession, state: PageState = {}) {
  const { session, lineItems } = stored;
  const total = formatAmount(session.amount_total, session.currency);
  const [numberField, expiryField, cvcField, nameField] = FIELDS as [
    (typeof FIELDS)[number],
    (typeof FIELDS)[number],
    (typeof FIELDS)[number],
    (typeof FIELDS)[number],
  ];
  return layout(
    `Pay ${total}`,
    html`<main>
      <section aria-labelledby="summary-title">
        <h1 id="summary-title">Order summary</h1>
        <p class="total" data-testid="total">${total}</p>
        <table>
          <thead>
            <tr><th scope="col">Item</th><th scope="col" class="amount">Amount</th></tr>
          </thead>
          <tbody>
            ${lineItems.map(
              (li) => html`<tr>
                <td>
                  ${li.description}${li.quantity > 1 ? html` × ${li.quantity}` : ''}
                  ${li.price.product_data.description ? html`<div class="muted">${li.price.product_data.description}</div>` : ''}
                </td>
                <td class="amount">${formatAmount(li.amount_total, li.currency)}</td>
              </tr>`,
            )}
          </tbody>
          <tfoot>
            <tr><th scope="row">Total due</th><td class="amount"><strong>${total}</strong></td></tr>
          </tfoot>
        </table>
      </section>
      <section aria-labelledby="pay-title">
        <form class="pay" method="post" action="${state.embedded ? `/embedded/${session.id}` : `/pay/${session.id}`}" novalidate>
          <h2 id="pay-title">Pay with card</h2>
          ${
            state.embedded
              ? html`<input type="hidden" name="client_secret" value="${state.embedded.clientSecret}" />
                  <input type="hidden" name="origin" value="${state.embedded.origin}" />`
              : ''
          }
          ${session.customer_email ? html`<p class="muted">Receipt to ${session.customer_email}</p>` : ''}
          ${field(numberField, state)}
          <div class="row">${field(expiryField, state)} ${field(cvcField, state)}</div>
          ${field(nameField, state)}
          ${
            // A decline shows beside Pay, where the payer is looking (in the embedded form the frame's box
            // keeps its scroll position across the reload, so a message at the top would be out of view).
            state.error && state.error.field === null
              ? html`<p class="alert" role="alert">${state.error.message}</p>`
              : ''
          }
          <button class="primary" type="submit">Pay ${total}</button>
        </form>
        ${
          session.cancel_url
            ? html`<form method="post" action="/pay/${session.id}/cancel">
                <button class="secondary" type="submit">Cancel and return</button>
              </form>`
            : ''
        }
        <p class="hint">
          Test cards: <code>4242 4242 4242 4242</code> succeeds, <code>4000 0000 0000 0002</code> is declined.
          Any future expiry, any 3-digit CVC.
        </p>
      </section>
    </main>`,
    state.embedded ? html`<script>${raw(state.embedded.script)}</script>` : '',
  );
}

/** A session that can no longer be paid (complete or expired). */
export function renderClosedPage(stored: StoredSession, { embedded = false } = {}) {
  const { session } = stored;
  const complete = session.status === 'complete';
  // Inside Embedded Checkout's frame the site around it says what to do next.
  const back = embedded ? null : complete ? successUrl(session) : session.cancel_url;
  return layout(
    complete ? 'Payment complete' : 'Checkout expired',
    html`<main>
      <section>
        <h1>${complete ? 'This payment is complete.' : 'This checkout session has expired.'}</h1>
        <p>${complete ? 'Thank you, your payment went through.' : 'Start the checkout again from the site.'}</p>
        ${back ? html`<p><a href="${back}">Return to the site</a></p>` : ''}
      </section>
    </main>`,
  );
}

export function renderNotFoundPage() {
  return layout(
    'Not found',
    html`<main><section><h1>Checkout session not found</h1><p>The link is wrong or the session never existed.</p></section></main>`,
  );
}

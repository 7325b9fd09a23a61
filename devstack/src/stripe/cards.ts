/** What the hosted page's card form was given. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardInput;

export type CardOutcome =
  | { ok: true; brand: string; last4: string }
  | { ok: false; field: CardField | null; message: string; declineCode?: string };

/**
 * Stripe's test cards, with Stripe's own wording for the answers:
 * 4242 4242 4242 4242 (Visa) and 5555 5555 5555 4444 (Mastercard) succeed; 4000 0000 0000 0002 is declined
 * ('Your card was declined.'); 4000 0000 0000 9995 has insufficient funds. Any other number is refused the
 * way test mode refuses real cards.
 */
const TEST_CARDS: Record<string, { brand: string } | { decline: string; message: string }> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '4000000000000002': { decline: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { decline: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Checks the fields in the order Stripe's form shows them, then charges a test card. */
export function chargeCard(input: CardInput, now = new Date()): CardOutcome {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits))
    return { ok: false, field: 'number', message: 'Your card number is incomplete.' };
  if (!luhnValid(digits)) return { ok: false, field: 'number', message: 'Your card number is invalid.' };

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  if (!expiry) return { ok: false, field: 'expiry', message: "Your card's expiration date is incomplete." };
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12)
    return { ok: false, field: 'expiry', message: "Your card's expiration date is invalid." };
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + month - 1 < thisMonth) {
    return year < now.getUTCFullYear()
      ? { ok: false, field: 'expiry', message: "Your card's expiration year is in the past." }
      : { ok: false, field: 'expiry', message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim()))
    return { ok: false, field: 'cvc', message: "Your card's security code is incomplete." };
  if (input.name.trim() === '') return { ok: false, field: 'name', message: 'Enter the name on your card.' };

  const card = TEST_CARDS[digits];
  if (!card) {
    return {
      ok: false,
      field: 'number',
      message: 'Your card was declined. Your request was in test mode, but used a non test card.',
      declineCode: 'live_card_in_test_mode',
    };
  }
  if ('decline' in card) return { ok: false, field: null, message: card.message, declineCode: card.decline };
  return { ok: true, brand: card.brand, last4: digits.slice(-4) };
}

import { formatMoney } from '@partyeasy/shared-domain';

export interface MoneyProps {
  /** Integer cents, as the domain keeps money. */
  cents: number;
  /** Text before the amount, e.g. 'From'. */
  prefix?: string;
}

/** An amount in dollars with two decimals: 123450 → '$1,234.50'. */
export function Money({ cents, prefix }: MoneyProps) {
  const text = formatMoney(cents);
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{prefix ? `${prefix} ${text}` : text}</span>;
}

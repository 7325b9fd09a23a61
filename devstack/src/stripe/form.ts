/**
 * Stripe's form encoding, as stripe-node writes it: `line_items[0][price_data][unit_amount]=1500&
 * metadata[booking_id]=…&expand[0]=line_items` → { line_items: [{ price_data: { unit_amount: '1500' } }],
 * metadata: { booking_id: '…' }, expand: ['line_items'] }. Values stay strings; objects whose keys are all
 * indexes become arrays.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = keyPath(rawKey);
    if (path.length === 0) continue;
    let node: FormObject = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (next === undefined || typeof next === 'string') node[segment] = {};
      node = node[segment] as FormObject;
    });
  }
  return toArrays(root) as FormObject;
}

/** 'a[b][0]' → ['a', 'b', '0']; 'a[]' appends (stripe-node never sends it, curl users do). */
function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const segments = [key.slice(0, first)];
  for (const m of key.slice(first).matchAll(/\[([^\]]*)\]/g)) segments.push(m[1] ?? '');
  return segments;
}

function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FormObject = {};
  for (const k of keys) converted[k] = toArrays(value[k] as FormValue);
  if (keys.length > 0 && keys.every((k) => /^\d*$/.test(k))) {
    return keys
      .sort((a, b) => (a === '' ? 1 : b === '' ? -1 : Number(a) - Number(b)))
      .map((k) => converted[k] as FormValue);
  }
  return converted;
}

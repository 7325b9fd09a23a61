import { describe, expect, it } from 'vitest';
import { adminCardPrice, cardPrice, cardPriceCents } from './card-price.ts';

describe('cardPrice', () => {
  it('takes the lowest positive value across packages', () => {
    const packages = [
      { price: 100, charging_type: 'per_hour', minimum_hours: 3 },
      { price: 20, charging_type: 'per_guest', minimum_spend: '250.00' },
      { price: 400, charging_type: 'per_event' },
    ];
    expect(cardPriceCents(packages)).toBe(25000);
    expect(cardPrice(packages)).toBe('From $250.00');
  });

  it.each([
    [[{ price: 1234.5, charging_type: 'per_event' }], 'From $1,234.50'],
    [[{ price: 80, charging_type: 'per_hour', minimum_hours: null }], 'From $80.00'],
    [[{ price: 80, charging_type: null, minimum_hours: 2 }], 'From $160.00'],
    [[{ price: 30, charging_type: 'per_guest', minimum_spend: null }], 'Custom pricing'],
    [[{ price: 0, charging_type: 'per_event' }], 'Custom pricing'],
    [
      [
        { price: 0, charging_type: 'per_event' },
        { price: 45, charging_type: 'per_event' },
      ],
      'From $45.00',
    ],
    [[], 'Custom pricing'],
    [null, 'Custom pricing'],
  ])('%j → %s', (packages, text) => {
    expect(cardPrice(packages)).toBe(text);
  });
});

describe('adminCardPrice', () => {
  it('uses the first package price', () => {
    expect(adminCardPrice([{ price: 150 }, { price: 90 }])).toBe('From $150.00');
    expect(adminCardPrice([])).toBe('Custom pricing');
    expect(adminCardPrice([{ price: null }])).toBe('Custom pricing');
  });
});

import { describe, expect, it } from 'vitest';
import {
  payoutStatementPath,
  payoutStatementStatus,
  receiptNumber,
  receiptPath,
  refundStatusLabel,
  statementNumber,
} from './receipts.ts';

describe('receipts', () => {
  it('has an address per booking and per payout', () => {
    expect(receiptPath('3f2a9c1e-0000-4000-8000-000000000001')).toBe(
      '/receipts/3f2a9c1e-0000-4000-8000-000000000001',
    );
    expect(payoutStatementPath(42)).toBe('/vendor/statements/42');
    expect(receiptPath('a/b')).toBe('/receipts/a%2Fb');
  });

  it('prints short numbers', () => {
    expect(receiptNumber('3f2a9c1e-0000-4000-8000-000000000001')).toBe('R-3F2A9C1E');
    expect(statementNumber(42)).toBe('P-000042');
    expect(statementNumber('1234567')).toBe('P-1234567');
  });

  it('labels refunds and payouts', () => {
    expect(refundStatusLabel('succeeded')).toBe('Refunded');
    expect(refundStatusLabel('pending')).toBe('Refund pending');
    expect(payoutStatementStatus('transfer', 'succeeded')).toBe('Paid out');
    expect(payoutStatementStatus('transfer', 'scheduled')).toBe('Scheduled');
    expect(payoutStatementStatus('transfer', 'processing')).toBe('Scheduled');
    expect(payoutStatementStatus('transfer', 'failed')).toBe('Retrying');
    expect(payoutStatementStatus('hold', 'held')).toBe('On hold (payouts not enabled yet)');
  });
});

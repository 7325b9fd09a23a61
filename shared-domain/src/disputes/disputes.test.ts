import { describe, expect, it } from 'vitest';
import {
  DISPUTE_MESSAGES,
  disputeOfferError,
  disputeOutcomeLabel,
  disputeReasonLabel,
  disputeReportErrors,
  disputeWindowOpen,
} from './disputes.ts';

describe('disputes', () => {
  it('checks a report', () => {
    expect(
      disputeReportErrors({ reason: 'no_show', description: 'The DJ never came to the party.' }),
    ).toEqual({});
    expect(disputeReportErrors({ reason: 'nope', description: '   ' })).toEqual({
      reason: DISPUTE_MESSAGES.reasonRequired,
      description: DISPUTE_MESSAGES.descriptionRequired,
    });
    expect(disputeReportErrors({ reason: 'other', description: 'Too short' }).description).toBe(
      DISPUTE_MESSAGES.descriptionTooShort,
    );
    expect(disputeReportErrors({ reason: 'other', description: 'x'.repeat(2001) }).description).toBe(
      DISPUTE_MESSAGES.descriptionTooLong,
    );
    expect(disputeReportErrors({ reason: 'other', description: 'x'.repeat(2000) })).toEqual({});
    expect(
      disputeReportErrors({ reason: 'other', description: `Avoid \u202Egnp.exe please look` }).description,
    ).toBe(DISPUTE_MESSAGES.descriptionDirection);
  });

  it('opens the window at the end of the event for 30 days', () => {
    const end = new Date('2030-03-01T12:00:00Z');
    expect(disputeWindowOpen(end, new Date('2030-03-01T11:59:00Z'))).toBe(false);
    expect(disputeWindowOpen(end, new Date('2030-03-01T12:00:00Z'))).toBe(true);
    expect(disputeWindowOpen(end, new Date('2030-03-31T11:59:00Z'))).toBe(true);
    expect(disputeWindowOpen(end, new Date('2030-03-31T12:00:00Z'))).toBe(false);
  });

  it('bounds the offer by the vendor share', () => {
    expect(disputeOfferError(5000, 40000)).toBeUndefined();
    expect(disputeOfferError(40000, 40000)).toBeUndefined();
    expect(disputeOfferError(40001, 40000)).toBe(DISPUTE_MESSAGES.offerOutOfRange);
    expect(disputeOfferError(0, 40000)).toBe(DISPUTE_MESSAGES.offerOutOfRange);
    expect(disputeOfferError(1.5, 40000)).toBe(DISPUTE_MESSAGES.offerOutOfRange);
  });

  it('labels reasons and outcomes', () => {
    expect(disputeReasonLabel('no_show')).toBe("Vendor didn't show up");
    expect(disputeReasonLabel('x')).toBe('Other');
    expect(disputeOutcomeLabel('offer', 5000)).toBe("Refund of $50.00 (the vendor's offer, accepted)");
    expect(disputeOutcomeLabel('full', 47250)).toBe('Full refund of $472.50');
    expect(disputeOutcomeLabel('none', 0)).toBe('No refund');
  });
});

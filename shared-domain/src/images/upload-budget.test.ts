import { describe, expect, it } from 'vitest';
import { UPLOAD_BUDGETS, uploadBudgetMessage } from './upload-budget.ts';

describe('upload budgets', () => {
  it('gives listing photos room for three full listings', () => {
    expect(UPLOAD_BUDGETS.vendor_photo).toEqual({
      bucket: 'vendor-photos',
      maxFiles: 60,
      maxBytes: 314_572_800,
      unusedAfterHours: 24,
    });
  });

  it('says the limit and when space comes back', () => {
    expect(uploadBudgetMessage(UPLOAD_BUDGETS.vendor_photo)).toBe(
      'Upload limit reached: an account can keep at most 60 photos (300 MB). Photos your listing does not use are deleted 24 hours after upload; please try again then.',
    );
  });
});

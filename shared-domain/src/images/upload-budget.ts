/**
 * What each account may keep stored per kind of upload, enforced by the database (public.upload_kinds and
 * reserve_upload, migration 20261128000200; supabase/tests/upload-vendor-photo.test.ts compares the numbers).
 * Uploads that nothing uses are removed `unusedAfterHours` after upload (or after they stopped being used) by
 * the scheduled cleanup-uploads function, which gives their place in the budget back.
 */
export interface UploadBudget {
  bucket: string;
  maxFiles: number;
  maxBytes: number;
  unusedAfterHours: number;
}

export const UPLOAD_BUDGETS = {
  /** Listing photos: three times a full listing (20 photos), room to replace them all before the cleanup. */
  vendor_photo: {
    bucket: 'vendor-photos',
    maxFiles: 60,
    maxBytes: 300 * 1024 * 1024,
    unusedAfterHours: 24,
  },
} as const satisfies Record<string, UploadBudget>;

export type UploadKind = keyof typeof UPLOAD_BUDGETS;

/**
 * The answer to an upload past the account's budget, e.g. for vendor_photo: 'Upload limit reached: an account
 * can keep at most 60 photos (300 MB). Photos your listing does not use are deleted 24 hours after upload;
 * please try again then.'
 */
export function uploadBudgetMessage(budget: UploadBudget): string {
  const mb = Math.round(budget.maxBytes / (1024 * 1024));
  return `Upload limit reached: an account can keep at most ${budget.maxFiles} photos (${mb} MB). Photos your listing does not use are deleted ${budget.unusedAfterHours} hours after upload; please try again then.`;
}

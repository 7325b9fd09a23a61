import { describe, expect, it } from 'vitest';
import {
  avatarInitial,
  listingStatusNotice,
  onboardingProgress,
  onboardingStepText,
  photoStoragePath,
  startButtonOutcome,
} from './onboarding.ts';

describe('onboarding start', () => {
  it('blocks a listing under review, offers editing an approved one and lets others proceed', () => {
    expect(startButtonOutcome('pending_approval')).toEqual({
      kind: 'blocked',
      notice: "Your profile is still under review. You'll be notified once approved.",
    });
    expect(startButtonOutcome('approved')).toEqual({
      kind: 'approved',
      notice:
        'Your listing has already been approved. You may edit the listing but please click submit on the last page after editing',
    });
    expect(startButtonOutcome('edit_listing')).toEqual({ kind: 'proceed' });
    expect(startButtonOutcome('rejected')).toEqual({ kind: 'proceed' });
    expect(startButtonOutcome(null)).toEqual({ kind: 'proceed' });
  });

  it('numbers the seven steps', () => {
    expect(onboardingStepText('start')).toBe('Step 1 of 7');
    expect(onboardingStepText('basic-info')).toBe('Step 2 of 7');
    expect(onboardingStepText('review')).toBe('Step 7 of 7');
    expect(onboardingProgress('start')).toBe(14);
    expect(onboardingProgress('review')).toBe(100);
  });

  it('builds photo storage paths', () => {
    expect(photoStoragePath('u1', 'party.webp', 1763776800000, 'k3j9')).toBe(
      'u1/1763776800000-k3j9-party.webp',
    );
  });
});

describe('avatar initial', () => {
  it.each([
    ['ann lee', 'x@example.com', 'A'],
    ['  ', 'bob@example.com', 'B'],
    [null, null, ''],
  ])('%s / %s → %s', (name, email, letter) => {
    expect(avatarInitial(name, email)).toBe(letter);
  });
});

describe('listing status on the vendor dashboard', () => {
  it('names each status, quotes the rejection reason and offers the way on', () => {
    expect(listingStatusNotice('rejected', 'Blurry photos')).toEqual({
      tone: 'error',
      title: 'Your listing was not approved',
      description: 'Reason: Blurry photos. Update your listing and submit it again for review.',
      action: { label: 'Edit and Resubmit', kind: 'resubmit' },
    });
    expect(listingStatusNotice('rejected', 'Add a price!')?.description).toBe(
      'Reason: Add a price! Update your listing and submit it again for review.',
    );
    expect(listingStatusNotice('rejected', '  ')?.description).toBe(
      'Update your listing and submit it again for review.',
    );
    expect(listingStatusNotice('pending_approval', null)).toMatchObject({
      title: 'Your listing is under review',
      action: null,
    });
    expect(listingStatusNotice('approved', null)).toMatchObject({
      title: 'Your listing is live',
      action: { label: 'View Your Listing', kind: 'view' },
    });
    expect(listingStatusNotice('edit_listing', null)?.action).toEqual({
      label: 'Continue Editing',
      kind: 'continue',
    });
    expect(listingStatusNotice('archived', null)).toBeNull();
  });
});

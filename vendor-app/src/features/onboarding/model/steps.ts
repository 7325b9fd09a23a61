import { ONBOARDING_STEPS, type OnboardingStep } from '@partyeasy/shared-domain';

export const STEP_TITLES: Record<OnboardingStep, string> = {
  start: 'Welcome',
  'basic-info': 'Basic Information',
  location: 'Location',
  'upload-photos': 'Photos',
  packages: 'Packages',
  'add-ons': 'Add-ons',
  review: 'Review',
};

export const WIZARD_STEPS = ONBOARDING_STEPS.map((key) => ({ key, title: STEP_TITLES[key] }));

/** The absolute route of a step: 'packages' → '/host/booking/packages'. */
export const stepPath = (step: OnboardingStep) => `/host/booking/${step}`;

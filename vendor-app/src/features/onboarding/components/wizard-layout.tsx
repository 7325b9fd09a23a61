import { ONBOARDING_STEPS, type OnboardingStep } from '@partyeasy/shared-domain';
import { StepIndicator } from '@partyeasy/shared-ui/components/step-indicator';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { WIZARD_STEPS } from '../model/steps';

/** 'Vendor Setup', 'Step N of 7', the step indicator and progress bar around one step's card. */
export function WizardLayout({ step, children }: { step: OnboardingStep; children: ReactNode }) {
  return (
    <section style={{ maxWidth: 880, margin: '0 auto', padding: '32px 16px', display: 'grid', gap: 24 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Vendor Setup
      </Typography.Title>
      <StepIndicator steps={WIZARD_STEPS} current={ONBOARDING_STEPS.indexOf(step)} />
      <Card>{children}</Card>
    </section>
  );
}

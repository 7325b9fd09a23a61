import { Grid, Progress, Steps, Typography } from 'antd';
import { brandColors } from '../theme';

export interface StepIndicatorStep {
  key: string;
  title: string;
}

export interface StepIndicatorProps {
  steps: readonly StepIndicatorStep[];
  /** Zero-based index of the step the user is on. */
  current: number;
  /** Heading above the steps, e.g. 'Vendor Setup'. */
  title?: string;
}

/** Where the user is in a multi-step flow: 'Step N of M', the named steps and a progress bar. */
export function StepIndicator({ steps, current, title }: StepIndicatorProps) {
  const screens = Grid.useBreakpoint();
  const total = steps.length;
  const position = Math.min(Math.max(current, 0), total - 1);
  const label = `Step ${position + 1} of ${total}`;
  const percent = Math.round(((position + 1) / total) * 100);
  const currentStep = steps[position];

  return (
    <nav aria-label={title ?? 'Progress'} style={{ display: 'grid', gap: 12 }}>
      {title ? (
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      ) : null}
      <Typography.Text strong aria-live="polite">
        {label}
        {currentStep ? <Typography.Text type="secondary">{` · ${currentStep.title}`}</Typography.Text> : null}
      </Typography.Text>
      <Progress
        percent={percent}
        showInfo={false}
        aria-label={label}
        strokeLinecap="round"
        strokeColor={brandColors.primary}
      />
      {screens.lg ? (
        <Steps
          size="small"
          labelPlacement="vertical"
          current={position}
          items={steps.map((step) => ({ title: step.title }))}
        />
      ) : null}
    </nav>
  );
}

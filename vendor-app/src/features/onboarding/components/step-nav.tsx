import { Button, Flex } from 'antd';

export interface StepNavProps {
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
  busyLabel?: string;
  busy?: boolean;
  nextDisabled?: boolean;
}

/** Back and Next of a step; while busy Next shows e.g. 'Saving...' and both are disabled. */
export function StepNav({
  onBack,
  onNext,
  nextLabel = 'Next',
  busyLabel = 'Saving...',
  busy = false,
  nextDisabled = false,
}: StepNavProps) {
  return (
    <Flex justify="space-between" style={{ marginTop: 24 }}>
      {onBack ? (
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="primary" onClick={onNext} disabled={busy || nextDisabled}>
        {busy ? busyLabel : nextLabel}
      </Button>
    </Flex>
  );
}

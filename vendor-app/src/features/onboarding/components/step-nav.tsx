import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';

export interface StepNavProps {
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
  busyLabel?: string;
  busy?: boolean;
  nextDisabled?: boolean;
  /** Why the step could not go on (a check or the server's refusal), shown above Next and scrolled to. */
  error?: string;
}

/** Back and Next of a step; while busy Next shows e.g. 'Saving...' and both are disabled. */
export function StepNav({
  onBack,
  onNext,
  nextLabel = 'Next',
  busyLabel = 'Saving...',
  busy = false,
  nextDisabled = false,
  error,
}: StepNavProps) {
  const errorRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'center' });
  }, [error]);
  return (
    <Flex vertical gap={8} style={{ marginTop: 24 }}>
      {error ? (
        <Typography.Text type="danger" role="alert" ref={errorRef}>
          {error}
        </Typography.Text>
      ) : null}
      <Flex justify="space-between">
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
    </Flex>
  );
}

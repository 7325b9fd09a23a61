import { Button, Flex, Modal, Steps, Typography } from 'antd';
import { useState } from 'react';
import { TUTORIAL_STEPS } from '../model/tutorial';

export interface TutorialModalProps {
  open: boolean;
  onClose: () => void;
}

/** 'How to Use': five steps with Previous, Next and 'Get Started!' on the last one. */
export function TutorialModal({ open, onClose }: TutorialModalProps) {
  const [step, setStep] = useState(0);
  const last = step === TUTORIAL_STEPS.length - 1;
  const current = TUTORIAL_STEPS[step] ?? TUTORIAL_STEPS[0];
  const close = () => {
    onClose();
    setStep(0);
  };

  return (
    <Modal
      open={open}
      title="How to Use"
      onCancel={close}
      footer={
        <Flex justify="space-between">
          <Button disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
            Previous
          </Button>
          {last ? (
            <Button type="primary" onClick={close}>
              Get Started!
            </Button>
          ) : (
            <Button type="primary" onClick={() => setStep((s) => s + 1)}>
              Next
            </Button>
          )}
        </Flex>
      }
    >
      <Steps
        size="small"
        current={step}
        items={TUTORIAL_STEPS.map((s) => ({ title: s.title }))}
        responsive={false}
        progressDot
        style={{ marginBottom: 16 }}
      />
      <section aria-live="polite" aria-label={`Step ${step + 1} of ${TUTORIAL_STEPS.length}`}>
        <Typography.Title level={4}>{current.title}</Typography.Title>
        <Typography.Paragraph>{current.body}</Typography.Paragraph>
      </section>
    </Modal>
  );
}

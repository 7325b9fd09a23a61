import { isTimeSlotTemplateComplete, timeSlotText, validateTimeSlotTemplate } from '@partyeasy/shared-domain';
import { Alert, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { TimeField } from './time-field';

export interface TemplateFormModalProps {
  open: boolean;
  saving: boolean;
  onSave: (times: { startTime: string; endTime: string }) => void;
  onClose: () => void;
}

/** 'Add Availability': a time-slot template needs both times and obeys the same-time and overnight rules. */
export function TemplateFormModal({ open, saving, onSave, onClose }: TemplateFormModalProps) {
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  const complete = isTimeSlotTemplateComplete({ startTime, endTime });
  const problem = validateTimeSlotTemplate({ startTime, endTime });

  const close = () => {
    setStartTime('');
    setEndTime('');
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Add Time Slot"
      okText="Save Time Slot"
      onOk={() => onSave({ startTime, endTime })}
      okButtonProps={{ disabled: !complete || Boolean(problem), loading: saving }}
      onCancel={close}
      afterClose={() => {
        setStartTime('');
        setEndTime('');
      }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Flex gap={12} wrap>
          <TimeField id="template-start" label="Start time" value={startTime} onChange={setStartTime} />
          <TimeField id="template-end" label="End time" value={endTime} onChange={setEndTime} />
        </Flex>
        {problem ? (
          <Alert type="error" showIcon role="alert" message={problem} />
        ) : complete ? (
          <Typography.Text aria-live="polite">
            Shows as <strong>{timeSlotText(startTime, endTime)}</strong>
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">Choose a start and an end time.</Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}

import { Modal } from 'antd';
import type { EventFormValues } from '../model/event-form';
import { EventForm } from './event-form';

export interface EventFormDialogProps {
  onClose: () => void;
  onCreated: (eventId: string) => void;
  initial?: Partial<EventFormValues>;
}

/** 'Plan an event' from the home page or a profile: the event form in a modal. */
export default function EventFormDialog({ onClose, onCreated, initial }: EventFormDialogProps) {
  return (
    <Modal
      open
      title="Plan an event"
      footer={null}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      width={560}
    >
      <EventForm initial={initial} onCancel={onClose} onCreated={onCreated} />
    </Modal>
  );
}

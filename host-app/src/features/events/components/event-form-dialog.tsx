import { Modal } from 'antd';
import type { EventFormValues } from '../model/event-form';
import { EventForm } from './event-form';

export interface EventFormDialogProps {
  onClose: () => void;
  onSaved: (eventId: string) => void;
  /** The event to change (its page's Edit); none: 'Plan an event' from the home page or a profile. */
  eventId?: string;
  initial?: Partial<EventFormValues>;
}

/** The event form in a modal: a new event, or the changes of one. */
export default function EventFormDialog({ onClose, onSaved, eventId, initial }: EventFormDialogProps) {
  return (
    <Modal
      open
      title={eventId ? 'Change the event' : 'Plan an event'}
      footer={null}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      width={560}
    >
      <EventForm eventId={eventId} initial={initial} onCancel={onClose} onSaved={onSaved} />
    </Modal>
  );
}

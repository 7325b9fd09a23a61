import { Alert, Button, Modal } from 'antd';
import { useDeleteEvent } from '../api/delete-event';

export interface DeleteEventDialogProps {
  event: { id: string; name: string };
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before deleting an event: its shortlist goes with it, its past bookings stay in My bookings. The
 * database refuses while a vendor is booked for it; its words are shown here and nothing is deleted.
 */
export function DeleteEventDialog({ event, onClose, onDeleted }: DeleteEventDialogProps) {
  const remove = useDeleteEvent();
  const busy = remove.isPending;
  return (
    <Modal
      open
      title="Delete this event?"
      onCancel={busy ? undefined : onClose}
      maskClosable={false}
      closable={!busy}
      destroyOnHidden
      footer={[
        <Button key="keep" onClick={onClose} disabled={busy}>
          Keep event
        </Button>,
        <Button
          key="delete"
          danger
          type="primary"
          loading={busy}
          disabled={busy}
          onClick={() => remove.mutate(event.id, { onSuccess: onDeleted })}
        >
          {busy ? 'Deleting...' : 'Delete event'}
        </Button>,
      ]}
    >
      <p style={{ marginTop: 0 }}>
        {event.name} and its shortlist will be deleted. Its past and cancelled bookings stay in My bookings.
      </p>
      {remove.error ? <Alert type="error" showIcon role="alert" message={remove.error.message} /> : null}
    </Modal>
  );
}

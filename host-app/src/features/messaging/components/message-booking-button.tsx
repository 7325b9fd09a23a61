import { useNavigate } from '@partyeasy/shared-ui/router';
import { Button } from 'antd';
import { useConversationForBooking } from '../api/conversation-for-booking';

export interface MessageBookingButtonProps {
  bookingId: string;
  /** Who the message goes to, for the button's accessible name ('Message DJ Nova about this booking'). */
  otherName: string;
  /** Called with the refusal when the conversation cannot be opened; cleared (null) on a new try. */
  onError: (message: string | null) => void;
}

/**
 * A booking's 'Message': opens the conversation of the booking's host and vendor (created on first use) with
 * the booking preselected, so that the first message is marked with it.
 */
export function MessageBookingButton({ bookingId, otherName, onError }: MessageBookingButtonProps) {
  const navigate = useNavigate();
  const open = useConversationForBooking();
  return (
    <Button
      loading={open.isPending}
      aria-label={`Message ${otherName} about this booking`}
      onClick={() => {
        onError(null);
        open.mutate(bookingId, {
          onSuccess: (id) => navigate(`/messages/${id}?booking=${encodeURIComponent(bookingId)}`),
          onError: (e) => onError(e.message),
        });
      }}
    >
      Message
    </Button>
  );
}

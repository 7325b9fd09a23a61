import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { Button } from 'antd';
import { useConversationForBooking } from '../api/conversation-for-booking';

/**
 * A booking row's 'Message': opens the conversation with the booking's host (created on first use) with the
 * booking preselected, so that the first message is marked with it; a refusal shows as an error toast.
 */
export function MessageBookingButton({ bookingId, hostName }: { bookingId: string; hostName: string }) {
  const navigate = useNavigate();
  const toaster = useToaster();
  const open = useConversationForBooking();
  return (
    <Button
      size="small"
      loading={open.isPending}
      aria-label={`Message ${hostName} about this booking`}
      onClick={() =>
        open.mutate(bookingId, {
          onSuccess: (id) => navigate(`/messages/${id}?booking=${encodeURIComponent(bookingId)}`),
          onError: (e) => toaster.error(e.message),
        })
      }
    >
      Message
    </Button>
  );
}

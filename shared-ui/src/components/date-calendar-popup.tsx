import type { CalendarDate } from '@partyeasy/shared-domain';
import { Modal, Typography } from 'antd';
import { MonthCalendar, type MonthCalendarProps } from './month-calendar';

export interface DateCalendarPopupProps extends MonthCalendarProps {
  open: boolean;
  onClose: () => void;
}

/** The event-date picker of the filter bars: 'Select Date' / 'Choose your preferred event date'. */
export function DateCalendarPopup({ open, onClose, onSelect, ...calendar }: DateCalendarPopupProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={420}
      centered
      destroyOnHidden
      title={
        <div>
          <div>Select Date</div>
          <Typography.Text type="secondary" style={{ fontWeight: 400, fontSize: 14 }}>
            Choose your preferred event date
          </Typography.Text>
        </div>
      }
    >
      <MonthCalendar
        {...calendar}
        onSelect={(date: CalendarDate) => {
          onSelect(date);
          onClose();
        }}
      />
    </Modal>
  );
}

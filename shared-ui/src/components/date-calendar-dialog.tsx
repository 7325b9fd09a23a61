import type { CalendarDate } from '@partyeasy/shared-domain';
import { Modal, Typography } from 'antd';
import type { DateCalendarPopupProps } from './date-calendar-popup';
import { MonthCalendar } from './month-calendar';

/** The dialog of `DateCalendarPopup`, in a module of its own so that it loads when first opened. */
export default function DateCalendarDialog({ open, onClose, onSelect, ...calendar }: DateCalendarPopupProps) {
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

import {
  AVAILABILITY_VIEW_MONTHS,
  addMonths,
  type CalendarDate,
  isCalendarDate,
  localToday,
  validateAvailabilityDrop,
} from '@partyeasy/shared-domain';
import { currentUserAtom, ownVendorQueryOptions } from '@partyeasy/shared-domain/backend';
import { LogInRedirect } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { Navigate } from '@partyeasy/shared-ui/router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Modal, Row, Spin, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useAddAvailabilitySlot, useCreateRecurringAvailability } from '../api/create-availability';
import { useCreateTimeSlotTemplate } from '../api/create-time-slot-template';
import { useDeleteAvailability } from '../api/delete-availability';
import { useDeleteTimeSlotTemplate } from '../api/delete-time-slot-template';
import { useVendorAvailability } from '../api/get-availability';
import { useTimeSlotTemplates } from '../api/get-time-slot-templates';
import { AddToDateForm } from '../components/add-to-date-form';
import { AvailabilityCalendar } from '../components/availability-calendar';
import { DaySlots } from '../components/day-slots';
import { RecurringForm, type RecurringRequest } from '../components/recurring-form';
import { TemplateFormModal } from '../components/template-form-modal';
import { TemplateList } from '../components/template-list';
import { TutorialModal } from '../components/tutorial-modal';
import { availabilityFromTemplate, recurringRows, recurringSummary } from '../model/slot-rows';

const page = { maxWidth: 1280, margin: '0 auto', padding: '24px 16px' } as const;

const ERRORS = {
  recurring: 'Failed to create recurring availability. Please try again.',
  unexpected: 'An error occurred. Please try again.',
  noVendor: 'Vendor data not found.',
  noTemplate: 'Time slot data not found. Please try refreshing the page.',
  saveSlot: 'Failed to save availability.',
  deleteSlot: 'Failed to delete availability. Please try refreshing the page.',
  saveTemplate: 'Failed to save time slot. Please try again.',
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Card size="small" title={<h2 style={{ margin: 0, fontSize: 17 }}>{title}</h2>}>
        {children}
      </Card>
    </section>
  );
}

/**
 * /availability: time-slot templates dropped onto a month calendar, a recurring form and a tutorial.
 * Signed-out visitors go to /login, users without a vendor record to /dashboard.
 */
export function AvailabilityPage() {
  useDocumentTitle('Availability');
  const user = useAtomValue(currentUserAtom);
  const vendor = useQuery(ownVendorQueryOptions(user?.id ?? undefined));
  const [today] = useState(() => localToday());
  const vendorId = vendor.data ?? undefined;
  const userId = user?.id;
  const toast = useToaster();

  const templates = useTimeSlotTemplates(vendorId ? userId : undefined);
  const availability = useVendorAvailability(vendorId, today);
  const createTemplate = useCreateTimeSlotTemplate();
  const deleteTemplate = useDeleteTimeSlotTemplate(userId);
  const addSlot = useAddAvailabilitySlot(vendorId, today);
  const createRecurring = useCreateRecurringAvailability(vendorId, today);
  const deleteSlot = useDeleteAvailability(vendorId, today);

  const [templateFormOpen, setTemplateFormOpen] = useState(false);
  const [tutorialOpen, setTutorialOpen] = useState(false);
  const [selectedDate, setSelectedDate] = useState<CalendarDate>(today);
  const [addTemplateId, setAddTemplateId] = useState<string>();
  const [addDate, setAddDate] = useState<CalendarDate>('');
  const [created, setCreated] = useState<{ count: number; summary: string }>();

  if (user === null) return <LogInRedirect />;
  if (vendor.data === null) return <Navigate to="/dashboard" replace />;

  const owner = userId && vendorId ? { userId, vendorId } : undefined;

  const placeTemplate = (templateId: string, date: CalendarDate) => {
    const past = validateAvailabilityDrop(date, today);
    if (past) {
      toast.error(past);
      return;
    }
    if (!owner) {
      toast.error(ERRORS.noVendor);
      return;
    }
    const template = templates.data?.find((t) => t.id === templateId);
    if (!template) {
      toast.error(ERRORS.noTemplate);
      return;
    }
    setSelectedDate(date);
    addSlot.mutate(availabilityFromTemplate(template, date, owner), {
      onError: () => toast.error(ERRORS.saveSlot),
    });
  };

  const createRecurringSlots = ({ startTime, endTime, dates }: RecurringRequest) => {
    if (!owner) {
      toast.error(ERRORS.noVendor);
      return;
    }
    createRecurring.mutate(recurringRows(dates, { startTime, endTime }, owner), {
      onSuccess: (rows) =>
        setCreated({
          count: rows.length,
          summary: recurringSummary(
            rows.map((row) => row.date),
            { startTime, endTime },
          ),
        }),
      onError: () => toast.error(ERRORS.recurring),
    });
  };

  const loading = user === undefined || vendor.isPending;

  return (
    <main style={page}>
      <Typography.Title>Availability Manager</Typography.Title>
      <Typography.Paragraph type="secondary">
        Create time slots and drag them onto the dates you can work. Hosts see these dates on your profile.
      </Typography.Paragraph>
      {loading ? (
        <Spin aria-label="Loading" />
      ) : vendor.isError ? (
        <Alert type="error" showIcon message={ERRORS.unexpected} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={7}>
            <Flex vertical gap={16}>
              <Section title="Time Slots">
                <Flex vertical gap={12}>
                  <Flex gap={8} wrap>
                    <Button type="primary" onClick={() => setTemplateFormOpen(true)}>
                      Add Availability
                    </Button>
                    <Button onClick={() => setTutorialOpen(true)}>How to Use</Button>
                  </Flex>
                  {templates.isError ? (
                    <Alert type="error" showIcon message={ERRORS.unexpected} />
                  ) : (
                    <TemplateList
                      templates={templates.data}
                      loading={templates.isPending}
                      onDelete={(template) => deleteTemplate.mutate(template.id)}
                    />
                  )}
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    Drag a time slot onto a date, or use 'Add to a date' below.
                  </Typography.Text>
                </Flex>
              </Section>
              <Section title="Add to a date">
                <AddToDateForm
                  templates={templates.data ?? []}
                  templateId={addTemplateId}
                  onTemplateChange={setAddTemplateId}
                  date={addDate}
                  onDateChange={(date) => {
                    setAddDate(date);
                    if (isCalendarDate(date)) setSelectedDate(date);
                  }}
                  saving={addSlot.isPending}
                  onAdd={() => addTemplateId && addDate && placeTemplate(addTemplateId, addDate)}
                />
              </Section>
            </Flex>
          </Col>
          <Col xs={24} lg={17}>
            <Flex vertical gap={16}>
              {availability.isError ? (
                <Alert type="error" showIcon message={ERRORS.unexpected} />
              ) : availability.data?.length === 0 ? (
                <Alert
                  type="info"
                  showIcon
                  message="No availability yet. Drag a time slot onto a date, or use the recurring form below."
                />
              ) : null}
              <Card size="small">
                <AvailabilityCalendar
                  slots={availability.data ?? []}
                  today={today}
                  lastDate={addMonths(today, AVAILABILITY_VIEW_MONTHS)}
                  selectedDate={selectedDate}
                  onSelectDate={(date, byClick) => {
                    setSelectedDate(date);
                    if (byClick) setAddDate(date);
                  }}
                  onDropTemplate={placeTemplate}
                  loading={availability.isPending}
                />
              </Card>
              <DaySlots
                date={selectedDate}
                slots={availability.data ?? []}
                deletingId={deleteSlot.isPending ? deleteSlot.variables : undefined}
                onDelete={(slot) =>
                  deleteSlot.mutate(slot.id, { onError: () => toast.error(ERRORS.deleteSlot) })
                }
              />
              <Section title="Recurring Availability">
                <RecurringForm
                  today={today}
                  saving={createRecurring.isPending}
                  onCreate={createRecurringSlots}
                />
              </Section>
            </Flex>
          </Col>
        </Row>
      )}
      <TemplateFormModal
        open={templateFormOpen}
        saving={createTemplate.isPending}
        onClose={() => setTemplateFormOpen(false)}
        onSave={({ startTime, endTime }) => {
          if (!userId) {
            toast.error(ERRORS.unexpected);
            return;
          }
          createTemplate.mutate(
            { userId, startTime, endTime },
            {
              onSuccess: () => setTemplateFormOpen(false),
              onError: () => toast.error(ERRORS.saveTemplate),
            },
          );
        }}
      />
      <TutorialModal open={tutorialOpen} onClose={() => setTutorialOpen(false)} />
      <Modal
        open={created !== undefined}
        title="Success!"
        onOk={() => setCreated(undefined)}
        onCancel={() => setCreated(undefined)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText="OK"
      >
        <p>{`Successfully created ${created?.count} availability slots!`}</p>
        <p>{created?.summary}</p>
      </Modal>
    </main>
  );
}

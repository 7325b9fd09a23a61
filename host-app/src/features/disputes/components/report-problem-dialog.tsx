import {
  checkPhotoFile,
  DISPUTE_DESCRIPTION_MAX_LENGTH,
  DISPUTE_MESSAGES,
  DISPUTE_PHOTOS_MAX,
  DISPUTE_REASONS,
  type DisputeReportErrors,
  disputePath,
  disputeReportErrors,
} from '@partyeasy/shared-domain';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { Alert, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useReportDispute } from '../api/report-dispute';

export interface ReportProblemDialogProps {
  bookingId: string;
  vendorName: string;
  onClose: () => void;
}

/** What went wrong (a reason from the list), a description and up to 5 photos; then the dispute's page. */
export function ReportProblemDialog({ bookingId, vendorName, onClose }: ReportProblemDialogProps) {
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [errors, setErrors] = useState<DisputeReportErrors>({});
  const report = useReportDispute();
  const navigate = useNavigate();

  const submit = () => {
    const found = disputeReportErrors({ reason, description });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    report.mutate(
      { bookingId, reason, description: description.trim(), photos },
      {
        onSuccess: ({ disputeId, photoErrors }) => {
          onClose();
          navigate(disputePath(disputeId), { state: { photoErrors } });
        },
      },
    );
  };

  return (
    <Modal
      open
      title={`Report a problem with ${vendorName}`}
      okText="Send report"
      cancelText="Cancel"
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ loading: report.isPending }}
      cancelButtonProps={{ disabled: report.isPending }}
      closable={!report.isPending}
      maskClosable={!report.isPending}
      destroyOnHidden
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <Typography.Paragraph style={{ margin: 0 }} type="secondary">
          The vendor's payout for this booking is held while PartyEasy looks into it. You, the vendor and our
          team can write in the dispute's conversation.
        </Typography.Paragraph>
        <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 4 }}>
          <legend style={{ fontWeight: 600, marginBottom: 4 }}>What went wrong?</legend>
          <Radio.Group
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setErrors((was) => ({ ...was, reason: undefined }));
            }}
            style={{ display: 'grid', gap: 4 }}
          >
            {DISPUTE_REASONS.map((r) => (
              <Radio key={r.value} value={r.value}>
                {r.label}
              </Radio>
            ))}
          </Radio.Group>
          {errors.reason ? (
            <Typography.Text type="danger" role="alert">
              {errors.reason}
            </Typography.Text>
          ) : null}
        </fieldset>
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={`dispute-description-${bookingId}`} style={{ fontWeight: 600 }}>
            Describe what happened
          </label>
          <Input.TextArea
            id={`dispute-description-${bookingId}`}
            value={description}
            onChange={(e) => {
              setDescription(e.target.value);
              setErrors((was) => ({ ...was, description: undefined }));
            }}
            maxLength={DISPUTE_DESCRIPTION_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            status={errors.description ? 'error' : undefined}
          />
          {errors.description ? (
            <Typography.Text type="danger" role="alert">
              {errors.description}
            </Typography.Text>
          ) : null}
        </div>
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={`dispute-photos-${bookingId}`} style={{ fontWeight: 600 }}>
            Photos (optional, up to {DISPUTE_PHOTOS_MAX})
          </label>
          <input
            id={`dispute-photos-${bookingId}`}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              const problem =
                files.length > DISPUTE_PHOTOS_MAX
                  ? DISPUTE_MESSAGES.tooManyPhotos
                  : files.map((f) => checkPhotoFile(f)).find(Boolean);
              setPhotoError(problem ?? null);
              setPhotos(problem ? [] : files);
            }}
          />
          {photoError ? (
            <Typography.Text type="danger" role="alert">
              {photoError}
            </Typography.Text>
          ) : photos.length > 0 ? (
            <Typography.Text type="secondary">{photos.length} photo(s) chosen</Typography.Text>
          ) : null}
        </div>
        {report.error ? <Alert type="error" showIcon role="alert" message={report.error.message} /> : null}
      </div>
    </Modal>
  );
}

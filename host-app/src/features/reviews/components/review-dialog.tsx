import {
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  type ReviewErrors,
  stripUnsafeCharacters,
  USER_TEXT_MESSAGES,
  validateReview,
} from '@partyeasy/shared-domain';
import { RatingInput } from '@partyeasy/shared-ui/components/rating-input';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { MyReview } from '../api/get-my-reviews';
import { useSaveReview } from '../api/save-review';

export interface ReviewDialogProps {
  bookingId: string;
  vendorId: string;
  vendorName: string;
  /** The host's review when editing it. */
  review?: MyReview;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Leave or edit the review of a completed booking: stars, a title and the text, checked with shared-domain's
 * rules before sending (the server checks them again, and who and when). A failure keeps what was typed.
 * The review text is long free text: control and text-direction characters are removed as they arrive, and the
 * field says so; the title refuses them with a message.
 */
export default function ReviewDialog({
  bookingId,
  vendorId,
  vendorName,
  review,
  onClose,
  onSaved,
}: ReviewDialogProps) {
  const save = useSaveReview();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [title, setTitle] = useState(review?.title ?? '');
  const [text, setText] = useState(review?.body ?? '');
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [stripped, setStripped] = useState<string>();

  function submit() {
    const found = validateReview({ rating, title, text });
    setErrors(found);
    if (Object.keys(found).length > 0 || rating === null) return;
    save.mutate(
      { reviewId: review?.id, bookingId, vendorId, rating, title: title.trim(), text: text.trim() },
      { onSuccess: onSaved },
    );
  }

  return (
    <Modal
      open
      title={review ? `Edit your review of ${vendorName}` : `Review ${vendorName}`}
      okText={review ? 'Save review' : 'Post review'}
      cancelText="Cancel"
      okButtonProps={{ loading: save.isPending }}
      cancelButtonProps={{ disabled: save.isPending }}
      closable={!save.isPending}
      maskClosable={false}
      onCancel={onClose}
      onOk={submit}
      destroyOnHidden
    >
      <Form layout="vertical" component="div" requiredMark={false}>
        <div style={{ marginBottom: 16 }}>
          <RatingInput
            value={rating}
            onChange={(n) => {
              setRating(n);
              setErrors((e) => ({ ...e, rating: undefined }));
            }}
            error={errors.rating}
            disabled={save.isPending}
          />
        </div>
        <Form.Item
          label="Title"
          htmlFor="review-title"
          validateStatus={errors.title ? 'error' : undefined}
          help={errors.title}
        >
          <Input
            id="review-title"
            value={title}
            maxLength={REVIEW_TITLE_MAX_LENGTH}
            showCount
            disabled={save.isPending}
            onChange={(e) => {
              setTitle(e.target.value);
              setErrors((found) => ({ ...found, title: undefined }));
            }}
          />
        </Form.Item>
        <Form.Item
          label="Your review"
          htmlFor="review-text"
          validateStatus={errors.text ? 'error' : undefined}
          help={errors.text}
        >
          <Input.TextArea
            id="review-text"
            value={text}
            maxLength={REVIEW_TEXT_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 4, maxRows: 10 }}
            disabled={save.isPending}
            onChange={(e) => {
              const cleaned = stripUnsafeCharacters(e.target.value);
              setText(cleaned.text);
              setStripped(cleaned.removed > 0 ? USER_TEXT_MESSAGES.stripped(cleaned.removed) : undefined);
              setErrors((found) => ({ ...found, text: undefined }));
            }}
          />
        </Form.Item>
      </Form>
      {stripped && !errors.text ? (
        <p role="status" style={{ margin: 0, color: '#57534e' }}>
          {stripped}
        </p>
      ) : null}
      <p style={{ margin: '8px 0 0', color: '#57534e' }}>
        Your first name and the month of your event are shown with your review. You can edit it for 48 hours.
      </p>
      {save.error ? (
        <Alert style={{ marginTop: 12 }} type="error" showIcon role="alert" message={save.error.message} />
      ) : null}
    </Modal>
  );
}

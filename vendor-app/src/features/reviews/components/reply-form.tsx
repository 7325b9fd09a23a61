import {
  REVIEW_REPLY_MAX_LENGTH,
  stripUnsafeCharacters,
  USER_TEXT_MESSAGES,
  validateReviewReply,
} from '@partyeasy/shared-domain';
import { Alert, Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useReplyToReview } from '../api/reply-to-review';

/**
 * The vendor's reply to one review: the text, then Publish reply (one reply per review, public). Control and
 * text-direction characters are removed from the text as they arrive, and the form says so.
 */
export function ReplyForm({
  reviewId,
  reviewer,
  onDone,
}: {
  reviewId: string;
  reviewer: string;
  onDone: () => void;
}) {
  const id = useId();
  const reply = useReplyToReview();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [stripped, setStripped] = useState<string>();
  function publish() {
    const problem = validateReviewReply(text);
    setError(problem);
    if (problem) return;
    reply.mutate({ reviewId, body: text.trim() }, { onSuccess: onDone });
  }
  return (
    <div style={{ display: 'grid', gap: 8, width: '100%' }}>
      <label htmlFor={id} style={{ fontWeight: 500 }}>
        Your public reply to {reviewer}
      </label>
      <Input.TextArea
        id={id}
        value={text}
        maxLength={REVIEW_REPLY_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
        status={error ? 'error' : undefined}
        aria-describedby={error ? `${id}-error` : stripped ? `${id}-note` : undefined}
        disabled={reply.isPending}
        onChange={(e) => {
          const cleaned = stripUnsafeCharacters(e.target.value);
          setText(cleaned.text);
          setError(undefined);
          setStripped(cleaned.removed > 0 ? USER_TEXT_MESSAGES.stripped(cleaned.removed) : undefined);
        }}
      />
      {stripped && !error ? (
        <div id={`${id}-note`} role="status" style={{ color: '#57534e' }}>
          {stripped}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ color: '#b91c1c' }}>
          {error}
        </div>
      ) : null}
      {reply.error ? <Alert type="error" showIcon role="alert" message={reply.error.message} /> : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="primary" loading={reply.isPending} onClick={publish}>
          Publish reply
        </Button>
        <Button disabled={reply.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

import {
  formatCount,
  formatLongDate,
  MESSAGE_MAX_LENGTH,
  messageLength,
  validateMessage,
} from '@partyeasy/shared-domain';
import { Button, Input } from 'antd';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSendMessage } from '../api/send-message';
import { composerKeyAction } from '../model/composer-keys';
import type { ThreadMessage } from '../model/thread';
import styles from './messages.module.css';

/**
 * Unsent text per user and conversation, for this page's life: leaving a conversation and coming back keeps
 * it; a reload or another account does not see it (nothing is written to the browser's storage).
 */
const drafts = new Map<string, string>();

export interface ComposerProps {
  conversationId: string;
  userId: string;
  /** The booking the next message is about (the page's `?booking=`), with its date when known. */
  booking: { id: string; date: string | null } | null;
  onDropBooking: () => void;
  onSent: (message: ThreadMessage) => void;
}

/**
 * Writes and sends a message: up to 4,000 characters with a counter, Enter sends and Shift+Enter starts a new
 * line, the button is disabled while sending, and a refusal (the database's reason) shows under the field
 * with the text left as typed. An unsent text waits for the user's return to the conversation.
 */
export function Composer({ conversationId, userId, booking, onDropBooking, onSent }: ComposerProps) {
  const draftKey = `${userId}:${conversationId}`;
  const [text, setText] = useState(() => drafts.get(draftKey) ?? '');
  const [error, setError] = useState<string>();
  const send = useSendMessage();
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const length = messageLength(text.trim());
  const over = length > MESSAGE_MAX_LENGTH;

  useEffect(() => {
    if (text) drafts.set(draftKey, text);
    else drafts.delete(draftKey);
  }, [draftKey, text]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    const problem = validateMessage(text.trim());
    if (problem) {
      setError(problem);
      field.current?.focus();
      return;
    }
    const typed = text;
    send.mutate(
      { conversationId, body: typed.trim(), bookingId: booking?.id ?? null },
      {
        onSuccess: (message) => {
          setError(undefined);
          // What was typed while it was being sent stays.
          setText((current) => (current === typed ? '' : current));
          onSent(message);
        },
        onError: (failure) =>
          setError(failure.message || 'Your message could not be sent. Please try again.'),
      },
    );
  };

  return (
    <form className={styles.composer} onSubmit={submit} aria-label="Write a message" noValidate>
      {booking ? (
        <div className={styles.composerFoot} style={{ justifyContent: 'flex-start', alignItems: 'center' }}>
          <span className={styles.bookingTag} style={{ justifySelf: 'auto' }}>
            About your booking{booking.date ? ` on ${formatLongDate(booking.date)}` : ''}
          </span>
          <Button size="small" type="link" onClick={onDropBooking}>
            Not about this booking
          </Button>
        </div>
      ) : null}
      <label htmlFor={`${id}-field`} className={styles.visuallyHidden}>
        Message
      </label>
      <div className={styles.composerRow}>
        <Input.TextArea
          id={`${id}-field`}
          ref={(instance) => {
            field.current = instance?.resizableTextArea?.textArea ?? null;
          }}
          value={text}
          autoSize={{ minRows: 1, maxRows: 6 }}
          placeholder="Write a message"
          status={error || over ? 'error' : undefined}
          aria-invalid={error || over ? true : undefined}
          aria-describedby={`${id}-help ${id}-count${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (composerKeyAction({ ...event, isComposing: event.nativeEvent.isComposing }) !== 'send')
              return;
            event.preventDefault();
            submit();
          }}
        />
        <Button type="primary" htmlType="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      <div className={styles.composerFoot}>
        <span id={`${id}-help`}>Enter sends, Shift+Enter starts a new line.</span>
        <span id={`${id}-count`} className={over ? styles.overLimit : undefined}>
          {formatCount(length)} / {formatCount(MESSAGE_MAX_LENGTH)}
          <span className={styles.visuallyHidden}> characters</span>
        </span>
      </div>
    </form>
  );
}

import { describe, expect, it } from 'vitest';
import { conversationErrorMessage, OPEN_CONVERSATION_FAILED } from './conversation-error';

describe('conversationErrorMessage', () => {
  it("shows the database's refusal as it is worded", () => {
    const refusal = { code: 'P0001', message: 'This listing is not taking messages right now.' };
    expect(conversationErrorMessage(refusal)).toBe('This listing is not taking messages right now.');
  });

  it('replaces a network failure (no code) with a message that says what to do', () => {
    expect(conversationErrorMessage({ code: '', message: 'TypeError: Failed to fetch' })).toBe(
      OPEN_CONVERSATION_FAILED,
    );
    expect(conversationErrorMessage({ message: 'TypeError: Failed to fetch' })).toBe(
      OPEN_CONVERSATION_FAILED,
    );
  });
});

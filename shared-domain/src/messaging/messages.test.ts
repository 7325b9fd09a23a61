import { describe, expect, it } from 'vitest';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_MESSAGES,
  messageLength,
  validateMessageBody,
  validateReportReason,
} from './messages.ts';

describe('validateMessageBody', () => {
  it.each([
    ['', MESSAGE_MESSAGES.bodyRequired],
    ['   \n ', MESSAGE_MESSAGES.bodyRequired],
    ['\u200B\u200D', MESSAGE_MESSAGES.bodyRequired],
    ['Hi\u202E', 'The message contains text-direction characters, which are not allowed.'],
    ['bell\u0007', 'The message contains control characters, which are not allowed.'],
    ['Do you play outdoors?\nWe have a garden.', undefined],
    ['<b>bold</b>', undefined],
  ])('%j → %s', (body, expected) => {
    expect(validateMessageBody(body)).toBe(expected);
  });

  it('allows 4,000 characters and refuses one more, counting the trimmed text', () => {
    expect(validateMessageBody('a'.repeat(MESSAGE_MAX_LENGTH))).toBeUndefined();
    expect(validateMessageBody(`  ${'a'.repeat(MESSAGE_MAX_LENGTH)}\n`)).toBeUndefined();
    expect(validateMessageBody('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe(
      'A message can be at most 4,000 characters.',
    );
  });

  it('counts an emoji as one character', () => {
    expect(messageLength('👋 hi')).toBe(4);
    expect(validateMessageBody('👋'.repeat(MESSAGE_MAX_LENGTH))).toBeUndefined();
  });
});

describe('validateReportReason', () => {
  it('needs a reason of at most 500 characters', () => {
    expect(validateReportReason(' ')).toBe('Please say why you are reporting this conversation.');
    expect(validateReportReason('Asked me to pay outside PartyEasy')).toBeUndefined();
    expect(validateReportReason('x'.repeat(500))).toBeUndefined();
    expect(validateReportReason('x'.repeat(501))).toBe('The reason can be at most 500 characters.');
  });
});

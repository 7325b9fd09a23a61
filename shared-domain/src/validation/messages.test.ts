import { describe, expect, it } from 'vitest';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_MESSAGES,
  messageCharactersLeft,
  messageLength,
  validateMessage,
  validateReportReason,
} from './messages.ts';

describe('messages', () => {
  it.each([
    ['', MESSAGE_MESSAGES.required],
    ['   \n\t', MESSAGE_MESSAGES.required],
    [' \u200B\uFEFF ', MESSAGE_MESSAGES.required],
    ['Hi\u0007', 'The message contains control characters, which are not allowed.'],
    ['Avoid \u202Egnp.exe', 'The message contains text-direction characters, which are not allowed.'],
    ['a'.repeat(MESSAGE_MAX_LENGTH + 1), MESSAGE_MESSAGES.tooLong],
    ['a'.repeat(MESSAGE_MAX_LENGTH), undefined],
    ['🎉'.repeat(MESSAGE_MAX_LENGTH), undefined],
    ['🎉'.repeat(MESSAGE_MAX_LENGTH + 1), MESSAGE_MESSAGES.tooLong],
    ['<script>alert(1)</script> **bold**', undefined],
    ['Do you play outdoors?\nWe have 80 guests.', undefined],
  ])('validateMessage(%j) → %j', (text, expected) => {
    expect(validateMessage(text)).toBe(expected);
  });

  it('counts code points like PostgreSQL char_length', () => {
    expect(messageLength('héllo')).toBe(5);
    expect(messageLength('🎉🎉')).toBe(2);
    expect('🎉🎉'.length).toBe(4);
    expect(messageCharactersLeft('hello')).toBe(3995);
    expect(messageCharactersLeft('a'.repeat(4001))).toBe(-1);
  });

  it.each([
    ['  ', MESSAGE_MESSAGES.reportRequired],
    ['Asked me to pay outside PartyEasy', undefined],
    [` ${'x'.repeat(1000)} `, undefined],
    ['x'.repeat(1001), MESSAGE_MESSAGES.reportTooLong],
    ['Spam\u202E', 'The reason contains text-direction characters, which are not allowed.'],
  ])('validateReportReason(%j) → %j', (text, expected) => {
    expect(validateReportReason(text)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { moderationReasonError } from './moderation-reason';

describe('moderationReasonError', () => {
  it('asks for a reason in the words of the action', () => {
    expect(moderationReasonError('', 'hide')).toBe('Please give a reason for hiding this message.');
    expect(moderationReasonError(' \u200B ', 'hide')).toBe('Please give a reason for hiding this message.');
    expect(moderationReasonError('   ', 'block')).toBe('Please give a reason.');
  });

  it('takes up to 500 characters once trimmed, counting an emoji once', () => {
    expect(moderationReasonError('Asked for payment outside PartyEasy', 'hide')).toBeUndefined();
    expect(moderationReasonError(`  ${'x'.repeat(500)}  `, 'block')).toBeUndefined();
    expect(moderationReasonError('🎉'.repeat(500), 'block')).toBeUndefined();
    expect(moderationReasonError('x'.repeat(501), 'hide')).toBe('The reason can be at most 500 characters.');
  });

  it('refuses control and text-direction characters as the database does', () => {
    expect(moderationReasonError('Spam\u0007', 'hide')).toBe(
      'The reason contains control characters, which are not allowed.',
    );
    expect(moderationReasonError('Spam \u202Ex', 'block')).toBe(
      'The reason contains text-direction characters, which are not allowed.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { messageParts } from './message-text';

describe('messageParts', () => {
  it('draws web addresses as links once contact details are unlocked', () => {
    expect(messageParts('See https://dj.example/set.', true)).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://dj.example/set', href: 'https://dj.example/set' },
      { kind: 'text', text: '.' },
    ]);
    expect(messageParts('(www.dj.example)', true)).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'www.dj.example', href: 'https://www.dj.example' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('keeps everything as text before a paid booking', () => {
    expect(messageParts('Mix at https://dj.example', false)).toEqual([
      { kind: 'text', text: 'Mix at https://dj.example' },
    ]);
  });

  it('never turns markup or other schemes into anything but text', () => {
    expect(messageParts('<b>hi</b> <a href="x">x</a>', true)).toEqual([
      { kind: 'text', text: '<b>hi</b> <a href="x">x</a>' },
    ]);
    expect(messageParts('javascript:alert(1)', true)).toEqual([
      { kind: 'text', text: 'javascript:alert(1)' },
    ]);
  });
});

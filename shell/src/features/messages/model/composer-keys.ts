/** The key press of the composer's text field that matters. */
export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  /** True while an input method (Japanese, Chinese…) composes: its Enter picks a word. */
  isComposing: boolean;
}

/**
 * What a key press in the composer does: Enter sends, Shift+Enter (and Enter inside an input method's
 * composition) types a new line as usual.
 * Examples: Enter → 'send'; Shift+Enter → 'type'; Enter while composing → 'type'; 'a' → 'type'.
 */
export function composerKeyAction({ key, shiftKey, isComposing }: ComposerKey): 'send' | 'type' {
  return key === 'Enter' && !shiftKey && !isComposing ? 'send' : 'type';
}

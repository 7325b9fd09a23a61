/** The root of every messaging query: the inbox broadcast refreshes what lies under it. */
export const messagesKeyRoot = ['messages'] as const;

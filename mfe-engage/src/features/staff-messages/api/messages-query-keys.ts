/** Every cached list of messages, and one message, so a change can refresh exactly what it affects. */
export const messageKeys = {
  lists: ['staff', 'messages', 'list'] as const,
  one: (id: number) => ['staff', 'messages', 'one', id] as const,
};

/** Every cached list of applications, and one application, so a change can refresh exactly what it affects. */
export const volunteerKeys = {
  lists: ['staff', 'volunteers', 'list'] as const,
  one: (id: number) => ['staff', 'volunteers', 'one', id] as const,
};

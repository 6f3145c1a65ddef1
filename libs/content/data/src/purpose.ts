/** Why the charity exists, in the words several pages share (home, who we are, our work). Kept apart from the
 * pages' own content so a page that quotes it does not carry the rest. */
export const mission =
  'To bring free, reliable solar power to the places vulnerable communities depend on most (schools, orphanages, places of worship and health centres) so that extreme heat and power cuts no longer decide whether children learn, patients are treated or families find shelter.';

export const vision =
  'A future in which every community sanctuary in Pakistan and Somaliland runs on clean energy from the sun: cool enough to learn in, safe enough to heal in, and open to everyone whatever the weather.';

export const heatCrisis = {
  childrenAffected: '26 million',
  year: '2024',
  temperatures: '45-50°C',
  summary:
    'In 2024 extreme heat closed schools for 26 million children in a single province of Pakistan, with temperatures of 45-50°C. When the grid fails in that heat, classrooms become unbearable, vaccines spoil and families have nowhere cool to go.',
};

/** Article 7's paragraphs; one starting with "## " is a sub-heading. */
export const paragraphs: readonly string[] = [
  'A rural health post can do a remarkable amount with very little: immunise children, support mothers through birth, treat infections and refer serious cases. What it cannot do without power is keep vaccines cold, see clearly at night or keep patients safe from extreme heat.',
  '## The cold chain',
  'Most vaccines must be kept between 2°C and 8°C. When the grid fails or a generator runs out of fuel, a clinic\'s refrigerator warms and doses can be lost. Solar-powered refrigeration with battery back-up keeps the cold chain intact through long power cuts and the hottest days.',
  '## Light for night-time care',
  'Many births happen at night. Nurses told us of deliveries by the light of a mobile phone, and of mothers sent on long journeys to the nearest town because the post could not cope after dark. Reliable lighting changes that, as does power for basic equipment such as suction pumps and sterilisers.',
  '## Cooling for patients',
  'When temperatures reach 45-50°C, heat itself becomes a medical emergency, especially for infants, older people and anyone with chronic illness. Fans and cool drinking water in wards and waiting areas make a real difference to recovery.',
  '## Lower costs, more care',
  'Diesel is one of the largest running costs for a rural health post, and fuel prices rise and fall without warning. Once a solar system is in place, that money can go on medicines, staff and outreach visits instead. Health workers also tell us that reliable power makes their posts more attractive places to work, which helps clinics keep experienced nurses and midwives.',
  '## Planning for Somaliland',
  'In Somaliland, where many villages are far from any grid, we are working with local partners to power health posts that currently rely on generators or have no electricity at all. The systems are designed to be simple to maintain, with spare parts available locally and community health workers trained to look after them.',
  'Distances there are long and roads can be impassable after rain, so each system is designed with enough battery storage to keep the vaccine fridge running through several cloudy days. Health workers can report a fault by phone, and a technician then travels with the right part so that most repairs are finished on the first visit.',
  '## Our programme',
  'We now power 8 health centres serving more than 25,000 patients. Our Remote Village Health Centres project, with a goal of $15,000, will reach a further 1000+ patients, including communities in Somaliland where many villages are far from any grid.',
  'A nurse in Somaliland summed it up: the generator used to decide when the clinic could work. Now the sun does, and the sun is far more reliable.',
];

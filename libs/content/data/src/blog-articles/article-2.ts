/** Article 2's paragraphs; one starting with "## " is a sub-heading. */
export const paragraphs: readonly string[] = [
  'Donors often ask us what their money buys. The honest answer is a process as much as a product: panels on a roof are only useful if they are sized correctly, installed safely and looked after for twenty years. Here is how our technical partner takes a building from first survey to switch-on.',
  '## 1. Survey and load assessment',
  'Engineers visit the site and list everything the building needs to power: fans, lights, a vaccine refrigerator, a water pump, a few laptops. They record when each load is used and how long power cuts usually last. The goal is to size a system for the hottest week of the year, not an average day.',
  '## 2. Design',
  'From the survey we design the array, inverter and battery bank. Most installations cost between $2,000 and $8,000. A small village school might need a few kilowatts of panels and enough storage for the afternoon; a health centre needs batteries that can keep a vaccine fridge cold through the night. We favour equipment with local dealer support so repairs do not depend on imports.',
  '## 3. Community agreement',
  'Before any equipment is ordered, our outreach partner agrees a simple plan with the community: who is responsible for cleaning the panels, who calls for help if something fails, and how savings on electricity or diesel will be used. This agreement is the difference between a system that lasts and one that is abandoned.',
  '## 4. Installation',
  'Installation usually takes two to four days. Mounting structures are fixed to withstand monsoon winds, cabling is protected from heat and rodents, and earthing and surge protection are fitted. Engineers test every circuit before handing over.',
  'Wherever we can, we employ local labour alongside the engineering team. It keeps money in the community, and the people who helped fix the panels to the roof are the first to notice if something later looks wrong.',
  '## 5. Training and handover',
  'We train at least two local people at each site to clean panels, read the inverter display, spot faults and keep batteries healthy. Teachers and staff learn which loads to prioritise when the sky is overcast.',
  '## 6. Monitoring and maintenance',
  'Many systems report their performance remotely, and our technical partner offers round-the-clock support. Panels have a lifespan of 20+ years; batteries and inverters are replaced as part of planned maintenance. Across our network this approach has delivered 98% uptime in schools during heatwaves.',
  'Good engineering is invisible when it works. The best sign of success is a head teacher who no longer thinks about power at all.',
];

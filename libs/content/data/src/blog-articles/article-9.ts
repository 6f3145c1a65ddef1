/** Article 9's paragraphs; one starting with "## " is a sub-heading. */
export const paragraphs: readonly string[] = [
  'Pakistan\'s catastrophic floods of 2022 affected more than 30 million people and damaged schools, clinics and power lines across the country. Recovery has taken years, and the same communities now face extreme heat every summer. Climate change is not one disaster but a sequence of them.',
  '## Why solar helps in recovery',
  'When grid infrastructure is damaged, it can take months to restore. A building with its own solar system and batteries can be back in service within days of the water receding. Panels mounted on raised structures and inverters installed above flood level keep working when the ground floor is wet.',
  '## Powered shelters',
  'Places of worship and community halls that we have powered serve as evacuation points and night shelters. Reliable lighting improves safety, particularly for women and children; phone charging lets families contact relatives and receive warnings; and water pumps and purifiers reduce the spread of disease.',
  'Because every centre agrees its emergency role in advance, the doors open quickly. Volunteers know who holds the keys, which rooms are set aside for families with infants, and how to keep the batteries charged for the nights when they are needed most.',
  '## Designing for resilience',
  'Our technical partner now designs every installation with climate risks in mind: stronger mounting for monsoon winds, elevated electrical equipment, and battery rooms that stay as cool as possible in summer. Local technicians are trained to disconnect and protect systems before a flood and restore them afterwards.',
  '## Heat and flood in the same year',
  'The communities we serve increasingly face both extremes in a single year: weeks of heat above 45°C followed by monsoon rains heavier than anyone remembers. A building that can stay cool in June and stay powered in August is worth far more than one designed for only one of those threats. That is why we plan each system for the whole year, and check every installation after the monsoon to repair any damage before the next summer.',
  'Recovery also depends on money. A community that no longer spends its savings on diesel has more to put towards rebuilding homes, replacing livestock and getting children back to school.',
  '## Preparing for the next emergency',
  'Resilience is about more than equipment. Each community we work with agrees in advance how its powered building will be used in an emergency and who will open it. These plans are simple but they save time when it matters.',
  'Building back better has become a familiar phrase. In the villages we serve it has a concrete meaning: a school, clinic or place of worship that keeps its lights on when everything else goes dark.',
];

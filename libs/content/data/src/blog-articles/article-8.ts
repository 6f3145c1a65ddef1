/** Article 8's paragraphs; one starting with "## " is a sub-heading. */
export const paragraphs: readonly string[] = [
  'A solar system on a school roof is also a teaching tool. In several schools we support, teachers have started climate clubs where pupils read the inverter display each day, record how much energy the panels produce and compare sunny days with dusty ones.',
  '## Science they can see',
  'Children who have only read about electricity in textbooks can now watch it being made. Clubs chart daily production, calculate how much diesel the school no longer burns, and work out the carbon dioxide avoided. Our Eco Learning Path modules, which anyone can explore on this website, were partly inspired by their questions.',
  '## From knowledge to action',
  'Club members have planted trees to shade the playground, organised water-saving campaigns and presented their findings to parents. At one school, pupils persuaded the committee to paint the roof white to reduce heat in the classroom below, a small measure that works well alongside the fans.',
  '## Why young voices matter',
  'Young people in Pakistan will live their whole lives with the consequences of a warming world. Giving them the tools to understand climate change, and evidence that practical action works, is part of our mission. Many of them tell us they want to become engineers, doctors and teachers who keep their communities safe.',
  '## Connecting classrooms across continents',
  'Our Young Climate Champions Showcase links pupils in Punjab with students in the United Kingdom. Each group shares its energy charts and climate projects, and the conversations that follow are often the most memorable part: UK students are surprised by the heat their peers study in, while pupils in Punjab ask detailed questions about how British schools keep warm in winter. Both groups discover that the same sun, used well, can help solve very different problems.',
  'Teachers take part too, swapping lesson ideas and simple experiments that need no more than a panel, a small fan and a multimeter.',
  '## How you can help',
  'We are looking for volunteers with science or teaching backgrounds to help develop simple lesson plans in Urdu and English. If that sounds like you, visit our volunteering page.',
  'Supporters can help in other ways too. A donation towards the Punjab Rural Schools Program pays for the panels that pupils measure, and a small additional gift buys a classroom kit of a light meter, a thermometer and a notebook for each group. Schools in the United Kingdom that would like to join the showcase can write to us through our contact page, and we will put them in touch with a partner class.',
  'As one twelve-year-old put it when explaining her energy chart to visitors: "The sun gives us heat that hurts, but also power that helps. We choose which one wins."',
];

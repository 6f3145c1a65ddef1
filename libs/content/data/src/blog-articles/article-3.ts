/** Article 3's paragraphs; one starting with "## " is a sub-heading. */
export const paragraphs: readonly string[] = [
  'When a classroom becomes too hot to bear, every child suffers. But head teachers in the villages where we work describe a pattern: girls are kept at home sooner, and return later, than boys. Families worry about daughters walking to school in dangerous heat, about the lack of water and toilets, and about whether a closed or half-empty school is worth the journey.',
  '## Lost weeks add up',
  'A school that loses two or three weeks to heat each summer loses a large part of its teaching year. For girls who are already at risk of leaving education early, those weeks can be decisive. Teachers tell us that once a girl misses a term, the chance she returns falls sharply.',
  '## What changes with solar',
  'At a girls\' primary school in Muzaffargarh district, our installation runs ceiling fans in every classroom and powers a water cooler. The head teacher told us that attendance in June, traditionally the worst month, came back close to spring levels. Lights mean afternoon lessons can continue when dust storms darken the sky, and a small laptop station now opens up digital lessons that were previously impossible.',
  'Across our network, 23 schools serving more than 12,000 students now have reliable power. We do not claim that solar panels alone keep girls in education; committed teachers, supportive parents and safe routes to school matter more. But a cool, lit classroom removes one of the most common reasons for staying away.',
  '## Working with families',
  'Our outreach partner meets parents and school committees before each project. In several villages mothers have asked us to make sure the school\'s water supply is powered too, and we have added solar pumps where possible. These conversations shape the design of every system.',
  '## Beyond the classroom walls',
  'A powered school also changes what happens after lessons end. Several schools now run evening literacy classes for mothers, who say they feel safer walking to a building that is lit. Others open a room during the summer holidays so that girls preparing for board examinations can study somewhere cool. Teachers tell us that when mothers spend time in the school themselves, they become its strongest advocates, and are far less likely to keep their daughters at home when the weather turns.',
  'We track attendance with each school before and after installation, separating girls and boys, so that we can see whether the change lasts beyond the first summer. The early figures are encouraging, but we will keep reporting them honestly, including where progress is slower than we hoped.',
  'We will keep listening to the girls themselves. When we asked a class of ten-year-olds what the panels had changed, one answered simply: "Now I can think."',
];

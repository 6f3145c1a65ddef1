/** Article 4's paragraphs; one starting with "## " is a sub-heading. */
export const paragraphs: readonly string[] = [
  'In many villages of Punjab the mosque or church is the largest public building, the most trusted, and the one most people can reach on foot. When a heatwave arrives and homes become unbearable, families instinctively turn to these spaces. Until recently, though, most had no more reliable power than the homes around them.',
  '## From shelter to sanctuary',
  'Our Community Religious Centres Network equips places of worship with solar panels and batteries to run fans, lights and water coolers. In return, each community agrees to open its building as a cooling centre during heat alerts, for people of every faith. Today 15 religious centres (8 mosques and 7 churches) serve more than 8,500 people.',
  'The imam of one mosque described the first heatwave after installation: elderly neighbours resting through the afternoon, mothers with infants, labourers sheltering during the hottest hours. A church a few kilometres away did the same, and volunteers from both congregations shared water and kept an eye on the most vulnerable.',
  '## Faith communities as first responders',
  'Places of worship already organise food, shelter and care in emergencies. Reliable power multiplies what they can do. During floods, powered buildings have served as charging points and night shelters; during Ramadan and Christmas, they host community meals without worrying about the grid.',
  '## Practical details that matter',
  'A cooling centre only works if people know it is open. Each congregation agrees who holds the keys during a heat alert, announces opening hours after prayers and services, and keeps drinking water and a simple first-aid kit to hand. Volunteers check on older neighbours who live alone and bring them in during the hottest hours. Our technical partner sizes each system so that fans and lights can run through the afternoon, when the need is greatest, and the evening, when families gather.',
  'Running costs fall too. Congregations that once paid for diesel or high electricity bills now put the savings towards welfare funds, school fees for orphans and repairs to the building itself.',
  '## Respecting every tradition',
  'We work alongside religious leaders, not around them. Installations are designed to respect the character of each building, and agreements about community use are made by the congregation itself. Our principle of inclusion is simple: the sun shines on everyone, and so should the benefits of solar power.',
  'The network is one of our priority projects, with a goal of $50,000 to reach 300 more families. It is a practical expression of a belief shared across faiths: that a sanctuary should be open to all who need it.',
];

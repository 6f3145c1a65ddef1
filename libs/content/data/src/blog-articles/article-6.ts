/** Article 6's paragraphs; one starting with "## " is a sub-heading. */
export const paragraphs: readonly string[] = [
  'Every installation we hand over comes with training for local people who will look after it. At schools for girls and at orphanages, it often makes most sense for the women who work there to take on that role. What began as a practical decision is becoming one of the most encouraging parts of our work.',
  '## Learning the system',
  'Trainees learn to clean panels safely, read the inverter display, check battery health and recognise the signs of a fault. They learn which loads to switch off first on a cloudy day and when to call our technical partner. The course is hands-on and delivered at the site, so that no one has to travel far from family responsibilities.',
  '## Confidence and income',
  'Several trainees now maintain systems at more than one building and receive a small stipend for doing so. One teacher who completed the course told us she had never before been asked to handle tools, and that the girls in her school now ask her how the panels work. Visible role models matter: a girl who sees a woman fixing the school\'s power supply imagines a different future for herself.',
  '## Building a local skills base',
  'Pakistan\'s solar market is growing fast, and demand for skilled technicians is rising with it. By training people in the communities we serve, we make our systems more reliable and help create local jobs in a clean-energy economy.',
  '## Designing training that works for women',
  'We learned early that timing and place matter as much as content. Sessions are held during school hours on the school premises, with childcare arranged where it is needed, and led wherever possible by a woman engineer from our technical partner. Written guides use clear diagrams and are available in Urdu and English, and each trainee keeps a simple logbook that records cleaning, readings and any faults reported.',
  'Families have been supportive once they have seen the work first-hand. Several husbands and fathers now help with heavier tasks such as washing panels on high roofs, while the trained women remain responsible for the system.',
  'Trainees also pass on what they learn. In one school, a trained technician now runs a short session each term for older girls, showing them how the inverter works, why the panels must be kept clean and what a career in solar energy could look like.',
  '## What comes next',
  'We plan to expand the course with our technical partner, adding modules on safety certification and small-business skills. If your organisation can support technical training, we would like to hear from you through our contact page.',
  'Empowerment is sometimes spoken of as something given. In our experience it is something people take, once the door is open.',
];

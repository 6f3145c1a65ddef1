import type { BlogSummary } from './types';

/** Every article without its text: what lists and cards show (the text is in blog-content.ts, for the article page). */
export const blogArticles: readonly BlogSummary[] = [
  {
    id: 1,
    title: 'When the Classroom Becomes an Oven: Heat, Schools and Solar in Punjab',
    excerpt:
      'In 2024 extreme heat closed schools for 26 million children in a single province. Here is what that means for a village school, and how solar power keeps the doors open.',
    image: 'school',
    date: '2025-05-20',
    author: 'Ayesha Malik',
    readMinutes: 6,
    category: 'Climate Action',
    categoryColor: 'danger',
  },
  {
    id: 2,
    title: 'Inside a Solar Installation: From Survey to Switch-On',
    excerpt:
      'What actually happens between a school asking for help and the first day its fans run on sunlight? A step-by-step look at how we design, install and maintain each system.',
    image: 'panels',
    date: '2025-05-06',
    author: 'Imran Qureshi',
    readMinutes: 6,
    category: 'Technology',
    categoryColor: 'sky',
  },
  {
    id: 3,
    title: 'Keeping Girls in School When Temperatures Soar',
    excerpt:
      'Heat hits girls\' education hardest. Teachers in rural Punjab explain why, and how cool, well-lit classrooms are bringing pupils back.',
    image: 'youth',
    date: '2025-04-22',
    author: 'Sana Javed',
    readMinutes: 5,
    category: 'Education',
    categoryColor: 'brand',
  },
  {
    id: 4,
    title: 'Sanctuaries for Everyone: How Mosques and Churches Became Cooling Centres',
    excerpt:
      'Places of worship are often the largest and most trusted buildings in a village. Powered by the sun, they now open their doors to everyone during heatwaves.',
    image: 'worship',
    date: '2025-04-08',
    author: 'Father Daniel Masih and Maulana Tariq Aziz',
    readMinutes: 5,
    category: 'Community',
    categoryColor: 'sun',
  },
  {
    id: 5,
    title: 'Small Systems, Global Goals: Our Contribution to the SDGs',
    excerpt:
      'How do rooftop panels in Punjab and Somaliland connect to the UN Sustainable Development Goals and the Paris Agreement? We explain the link, with the numbers.',
    image: 'globe',
    date: '2025-03-25',
    author: 'Dr Farah Siddiqui',
    readMinutes: 5,
    category: 'Global Impact',
    categoryColor: 'sky',
  },
  {
    id: 6,
    title: 'Women Technicians Lighting the Way',
    excerpt:
      'Our training programme is preparing women in rural communities to maintain solar systems, earning income and changing expectations about who can do technical work.',
    image: 'women',
    date: '2025-03-11',
    author: 'Nadia Rehman',
    readMinutes: 5,
    category: 'Empowerment',
    categoryColor: 'sun',
  },
  {
    id: 7,
    title: 'Cold Chains and Night Shifts: Solar Power at Remote Health Centres',
    excerpt:
      'Without reliable electricity, vaccines spoil and babies are delivered by torchlight. Our health centre programme is changing that in Punjab and Somaliland.',
    image: 'clinic',
    date: '2025-02-25',
    author: 'Dr Hodan Ahmed',
    readMinutes: 6,
    category: 'Healthcare',
    categoryColor: 'danger',
  },
  {
    id: 8,
    title: 'Young Climate Champions: Students Who Measure the Sun',
    excerpt:
      'In schools with solar systems, pupils are tracking energy, learning science and leading climate clubs. Meet the young people turning panels into a classroom.',
    image: 'youth',
    date: '2025-02-11',
    author: 'Bilal Ahmed',
    readMinutes: 5,
    category: 'Youth',
    categoryColor: 'brand',
  },
  {
    id: 9,
    title: 'After the Floods: Building Back with Solar',
    excerpt:
      'Floods destroy grids as well as homes. We look at how solar power helps communities recover faster and prepare for the next disaster.',
    image: 'water',
    date: '2025-01-28',
    author: 'Hamza Tariq',
    readMinutes: 5,
    category: 'Climate Action',
    categoryColor: 'danger',
  },
];

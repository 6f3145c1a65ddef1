import type { StaffArticle } from '@solar/shared-contracts';

/** A draft as GET /api/staff/articles/:id answers it. */
export function anArticle(overrides: Partial<StaffArticle> = {}): StaffArticle {
  return {
    id: 12,
    title: 'Solar lights return to a flooded school in Sindh',
    excerpt: 'Three months after the water went down, the classrooms are lit again.',
    category: 'Education',
    author: 'Sana Javed',
    content: 'The water reached the windows.\n\n## Back to school\n\nNow the fans turn again.',
    html: '<p>The water reached the windows.</p>\n<h2>Back to school</h2>\n<p>Now the fans turn again.</p>',
    readMinutes: 1,
    status: 'draft',
    publishedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    version: 3,
    coverImage: null,
    coverIllustration: null,
    coverAlt: '',
    cover: null,
    ...overrides,
  };
}

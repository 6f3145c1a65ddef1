import { fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from '@solar/shared-testing';
import FaqsPage from './faqs-page';
import OurPartnersPage from './our-partners-page';
import OurStoryPage from './our-story-page';
import UnClimateGoalsPage from './un-climate-goals-page';
import WhoWeArePage from './who-we-are-page';

describe('About pages', () => {
  it('Who We Are shows mission, vision and the three values', () => {
    renderAt(<WhoWeArePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeInTheDocument();
    for (const name of ['Our Mission', 'Our Vision', 'Compassion', 'Sustainability', 'Inclusion']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
  });

  it('Our Story shows the four timeline entries', () => {
    renderAt(<OurStoryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
    const entries = screen.getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      '2023Foundation',
      '2024First Projects',
      '2024Rapid Expansion',
      '2025Recognition',
    ]);
    expect(entries[1]).toHaveTextContent('5 schools and 3 health clinics in rural Punjab');
    expect(entries[2]).toHaveTextContent('places of worship');
  });

  it('UN Climate Goals shows the four SDGs with their stats, the Paris block and the summary', () => {
    renderAt(<UnClimateGoalsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'UN Climate Goals' })).toBeInTheDocument();
    const page = document.body;
    for (const text of [
      'SDG 7Affordable and Clean Energy',
      'SDG 13Climate Action',
      'SDG 3Good Health and Well-being',
      'SDG 4Quality Education',
      '58 installations serving 63,500+ people',
      '125 tons CO2 prevented annually',
      '8 health centers powered',
      '23 schools serving 12,000+ students',
      '1.5°C',
      '2030',
      '100%',
    ]) {
      expect(page).toHaveTextContent(text);
    }
    expect(screen.getByRole('heading', { name: 'The Paris Agreement' })).toBeInTheDocument();
  });

  it('Our Partners shows two partners, the stats and contact links', () => {
    renderAt(<OurPartnersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Partners' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent('Humanitarian organisation');
    expect(document.body).toHaveTextContent('Technical solar organisation');
    for (const text of ['100%', 'Community-centred', '24/7', 'Technical support', '15+', 'Years combined experience']) {
      expect(document.body).toHaveTextContent(text);
    }
    expect(screen.getByRole('link', { name: 'Become a Partner' }).getAttribute('href')).toMatch(/^\/contact/);
    expect(screen.getByRole('link', { name: 'Learn More about partnering with us' }).getAttribute('href')).toMatch(
      /^\/contact/,
    );
  });
});

describe('FAQ page', () => {
  const questionButtons = () =>
    screen.getAllByRole('button', { expanded: false }).concat(screen.queryAllByRole('button', { expanded: true }));

  it('lists 14 questions in six categories with All Questions selected first', () => {
    renderAt(<FaqsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Questions' })).toHaveAttribute('aria-pressed', 'true');
    for (const category of [
      'About Our Mission',
      'Solar Projects',
      'Community Impact',
      'Partnerships',
      'Support & Donations',
      'Climate Goals',
    ]) {
      expect(screen.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(questionButtons()).toHaveLength(14);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Learn More about who we are' })).toHaveAttribute(
      'href',
      '/about-us/who-we-are',
    );
  });

  it('opens several answers at once and states the cost and lifespan facts', () => {
    renderAt(<FaqsPage />);
    const cost = screen.getByRole('button', { name: /How much does a solar installation cost/ });
    const life = screen.getByRole('button', { name: /How long do the solar systems last/ });
    fireEvent.click(cost);
    fireEvent.click(life);
    expect(cost).toHaveAttribute('aria-expanded', 'true');
    expect(life).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/between \$2,000 and \$8,000/)).toBeVisible();
    expect(screen.getByText(/lifespan of 20\+ years/)).toBeVisible();
    fireEvent.click(cost);
    expect(cost).toHaveAttribute('aria-expanded', 'false');
    expect(life).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps open positions when the category changes', () => {
    renderAt(<FaqsPage />);
    // Open the first question of the full list (position 0).
    fireEvent.click(screen.getByRole('button', { name: /What does your charity do/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Solar Projects' }));
    expect(screen.getByRole('button', { name: 'Solar Projects' })).toHaveAttribute('aria-pressed', 'true');
    const visible = screen.getAllByRole('button', { name: /\?/ });
    expect(visible).toHaveLength(3);
    // Position 0 of the filtered list is open: open state follows the position, not the question.
    expect(visible[0]).toHaveAccessibleName(/How much does a solar installation cost/);
    expect(visible[0]).toHaveAttribute('aria-expanded', 'true');
    expect(visible[1]).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'All Questions' }));
    expect(screen.getByRole('button', { name: /What does your charity do/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows each category on its own and the six categories add up to the 14 questions', () => {
    renderAt(<FaqsPage />);
    const categories = [
      'About Our Mission',
      'Solar Projects',
      'Community Impact',
      'Partnerships',
      'Support & Donations',
      'Climate Goals',
    ];
    let total = 0;
    for (const category of categories) {
      fireEvent.click(screen.getByRole('button', { name: category }));
      expect(screen.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'All Questions' })).toHaveAttribute('aria-pressed', 'false');
      const count = screen.getAllByRole('button', { name: /\?/ }).length;
      expect(count).toBeGreaterThan(0);
      expect(
        screen.getByText(`Showing ${count} ${count === 1 ? 'question' : 'questions'} in ${category}`),
      ).toBeInTheDocument();
      total += count;
    }
    expect(total).toBe(14);
  });

  it('keeps an open position beyond a shorter filtered list and shows it again with All Questions', () => {
    renderAt(<FaqsPage />);
    const all = () => screen.getAllByRole('button', { name: /\?/ });
    fireEvent.click(all()[0]);
    fireEvent.click(all()[12]);
    expect(all().filter((button) => button.getAttribute('aria-expanded') === 'true')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Climate Goals' }));
    // Only position 0 exists in the short list; position 12 stays remembered.
    expect(all().map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'true',
      ...Array(all().length - 1).fill('false'),
    ]);
    // Closing position 0 here closes position 0 of every list.
    fireEvent.click(all()[0]);
    fireEvent.click(screen.getByRole('button', { name: 'All Questions' }));
    expect(all()[0]).toHaveAttribute('aria-expanded', 'false');
    expect(all()[12]).toHaveAttribute('aria-expanded', 'true');
    // The answer region is labelled by aria-controls and shown only when open.
    const answer = document.getElementById(all()[12].getAttribute('aria-controls') as string) as HTMLElement;
    expect(answer).toBeVisible();
  });
});

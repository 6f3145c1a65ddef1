import { screen } from '@testing-library/react';
import { renderAt } from '@solar/shared-testing';
import EducationalInstitutionsPage from './educational-institutions-page';
import FocusAreasPage from './focus-areas-page';
import PlacesOfWorshipPage from './places-of-worship-page';
import RegionsPage from './regions-page';

const text = () => document.body.textContent ?? '';

describe('Our Work pages', () => {
  it('Focus Areas shows the four areas and the network totals', () => {
    renderAt(<FocusAreasPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Focus Areas' })).toBeInTheDocument();
    for (const name of ['Educational Institutions', 'Health Centres', 'Places of Worship', 'Community Hubs']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    for (const fact of [
      '58',
      '63,500+',
      '125 tons',
      '2.8MW',
      '23 schools',
      '12,000+ students',
      '8 health centres',
      '25,000+ patients',
      '15 religious centres (8 mosques, 7 churches)',
      '8,500+ people',
      '12 community hubs',
      '18,000+ residents',
      '26 million',
    ]) {
      expect(text()).toContain(fact);
    }
  });

  it('Educational Institutions states the heat crisis and school figures', () => {
    renderAt(<EducationalInstitutionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Educational Institutions' })).toBeInTheDocument();
    for (const fact of ['26 million children', '45-50°C', '12,000+', '850kW', '98%']) expect(text()).toContain(fact);
  });

  it('Places of Worship states the network figures', () => {
    renderAt(<PlacesOfWorshipPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Places of Worship' })).toBeInTheDocument();
    for (const fact of ['15', '8 mosques and 7 churches', '8,500+', '45-50°C']) expect(text()).toContain(fact);
  });

  it('Regions shows the hero figures, both regions and the calls to action', () => {
    renderAt(<RegionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Regions' })).toBeInTheDocument();
    for (const fact of ['2', '1,900+', '57kW']) expect(text()).toContain(fact);
    for (const name of ['Pakistan', 'Somaliland'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Challenges' })).toHaveLength(2);
    expect(screen.getAllByRole('heading', { name: 'Key highlights' })).toHaveLength(2);
    expect(screen.getAllByRole('heading', { name: 'Current projects' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/get-involved/donate');
    expect(screen.getByRole('img', { name: 'Flag of Pakistan' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByRole('img', { name: 'Flag of Somaliland' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByRole('link', { name: 'Explore Our Focus Areas' })).toHaveAttribute(
      'href',
      '/our-work/focus-areas',
    );
  });
});

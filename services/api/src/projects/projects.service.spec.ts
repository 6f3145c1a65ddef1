import { NotFoundException } from '@nestjs/common';
import type { DataSource, Repository } from 'typeorm';
import { Project } from './project.entity';
import { ProjectsService } from './projects.service';

function stored(overrides: Partial<Project> = {}): Project {
  return Object.assign(new Project(), {
    id: 1,
    title: 'Orphanage Solar Initiative',
    description: 'Solar for a children’s home.',
    goal: 35000,
    raised: 8500,
    beneficiaries: 85,
    status: 'active',
    image: null,
    location: 'Lahore, Punjab, Pakistan',
    projectType: 'orphanage',
    capacity: 12,
    installationDate: null,
    completionDate: null,
    progressPercentage: 24,
    energyGenerated: 0,
    co2Saved: 0,
    livesImpacted: 85,
    contractor: 'Internal Contractor Ltd',
    projectManager: null,
    notes: 'internal note',
    targetAmount: 35000,
    raisedAmount: 8500,
    currency: 'GBP',
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  });
}

/** A project row as mysql2 answers the read's SELECT: DECIMAL columns as strings. */
const mysqlRow = {
  id: 1,
  title: 'Orphanage Solar Initiative',
  location: 'Lahore, Punjab, Pakistan',
  projectType: 'orphanage',
  description: 'Solar for a children’s home.',
  raisedAmount: '8500.00',
  targetAmount: '35000.00',
  currency: 'GBP',
  livesImpacted: 85,
  capacity: '12.00',
  progressPercentage: 24,
};

describe('ProjectsService', () => {
  const find = jest.fn();
  const query = jest.fn();
  const dataSource = { query, driver: { escape: (name: string) => `\`${name}\`` } } as unknown as DataSource;
  const service = new ProjectsService({ find } as unknown as Repository<Project>, dataSource);

  it('answers only the public project fields, DECIMAL columns as numbers', async () => {
    query.mockResolvedValueOnce([mysqlRow]);
    await expect(service.findOne(1)).resolves.toEqual({
      id: 1,
      title: 'Orphanage Solar Initiative',
      location: 'Lahore, Punjab, Pakistan',
      projectType: 'orphanage',
      description: 'Solar for a children’s home.',
      raisedAmount: 8500,
      targetAmount: 35000,
      currency: 'GBP',
      livesImpacted: 85,
      capacity: 12,
      progressPercentage: 24,
    });
    const [sql, parameters] = query.mock.calls[0] ?? [];
    expect(sql).toBe(
      'SELECT `id`, `title`, `location`, `projectType`, `description`, `raisedAmount`, `targetAmount`, `currency`, `livesImpacted`, `capacity`, `progressPercentage` FROM `projects` WHERE `id` = ?',
    );
    expect(parameters).toEqual([1]);
  });

  it('raises a 404 naming the id when no project matches', async () => {
    query.mockResolvedValueOnce([]);
    await expect(service.findOne(99)).rejects.toThrow(new NotFoundException('Project 99 was not found'));
  });

  it('lists every project by id with the public fields only', async () => {
    find.mockResolvedValueOnce([stored(), stored({ id: 2, title: 'Punjab Rural Schools Program', notes: null })]);
    const list = await service.findAll();
    expect(list.map((project) => project.id)).toEqual([1, 2]);
    expect(Object.keys(list[1] ?? {}).sort()).toEqual([
      'capacity',
      'currency',
      'description',
      'id',
      'livesImpacted',
      'location',
      'progressPercentage',
      'projectType',
      'raisedAmount',
      'targetAmount',
      'title',
    ]);
    expect(find).toHaveBeenCalledWith({ order: { id: 'ASC' } });
  });
});

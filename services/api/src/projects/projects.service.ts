import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { ProjectListResponse, ProjectResponse } from '@solar/shared-contracts';
import type { DataSource, Repository } from 'typeorm';
import { Project } from './project.entity';
import { ProjectRowReader } from './project-row-reader';

/** Exactly the fields of spec §3 "Project read from the server"; nothing internal leaks out. */
export function toProjectResponse(project: Project): ProjectResponse {
  return {
    id: project.id,
    title: project.title,
    location: project.location,
    projectType: project.projectType,
    description: project.description,
    raisedAmount: project.raisedAmount,
    targetAmount: project.targetAmount,
    currency: project.currency,
    livesImpacted: project.livesImpacted,
    capacity: project.capacity,
    progressPercentage: project.progressPercentage,
  };
}

@Injectable()
export class ProjectsService {
  private readonly rows: ProjectRowReader;

  constructor(
    @InjectRepository(Project) private readonly projects: Repository<Project>,
    @InjectDataSource() dataSource: DataSource,
  ) {
    this.rows = new ProjectRowReader(dataSource);
  }

  /** Every project, by id (the sponsor page reads the raised figures from it). */
  async findAll(): Promise<ProjectListResponse> {
    const projects = await this.projects.find({ order: { id: 'ASC' } });
    return projects.map(toProjectResponse);
  }

  /** The project donate page's read, the API's busiest: one prepared statement, no entity built (decision 028). */
  async findOne(id: number): Promise<ProjectResponse> {
    const project = await this.rows.read(id);
    if (!project) throw new NotFoundException(`Project ${id} was not found`);
    return project;
  }
}

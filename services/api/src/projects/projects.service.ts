import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ProjectListResponse, ProjectResponse } from '@solar/shared-contracts';
import type { Repository } from 'typeorm';
import { Project } from './project.entity';

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
  constructor(@InjectRepository(Project) private readonly projects: Repository<Project>) {}

  /** Every project, by id (the sponsor page reads the raised figures from it). */
  async findAll(): Promise<ProjectListResponse> {
    const projects = await this.projects.find({ order: { id: 'ASC' } });
    return projects.map(toProjectResponse);
  }

  async findOne(id: number): Promise<ProjectResponse> {
    const project = await this.projects.findOneBy({ id });
    if (!project) throw new NotFoundException(`Project ${id} was not found`);
    return toProjectResponse(project);
  }
}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Project } from './project.entity';
import { ProjectReadRoute } from './project-read.route';
import { ProjectsController } from './projects.controller';
import { ProjectsService } from './projects.service';
import { StaffProjectsController } from './staff-projects.controller';
import { StaffProjectsService } from './staff-projects.service';

/**
 * The public project reads (the busiest of them run by Fastify straight away: ProjectReadRoute), and the back office's
 * list and audited edits (/api/staff/projects).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Project])],
  controllers: [ProjectsController, StaffProjectsController],
  providers: [ProjectsService, StaffProjectsService, ProjectReadRoute],
})
export class ProjectsModule {}

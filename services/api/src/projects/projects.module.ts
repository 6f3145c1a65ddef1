import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Project } from './project.entity';
import { ProjectsController } from './projects.controller';
import { ProjectsService } from './projects.service';
import { StaffProjectsController } from './staff-projects.controller';
import { StaffProjectsService } from './staff-projects.service';

/** The public project reads, and the back office's list and audited edits (/api/staff/projects). */
@Module({
  imports: [TypeOrmModule.forFeature([Project])],
  controllers: [ProjectsController, StaffProjectsController],
  providers: [ProjectsService, StaffProjectsService],
})
export class ProjectsModule {}

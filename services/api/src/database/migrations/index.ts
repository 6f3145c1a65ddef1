import { InitialSchema1732150000000 } from './1732150000000-initial-schema';
import { SeedProjects1732150000001 } from './1732150000001-seed-projects';

/** Listed by class, not by glob, so the bundled main.js carries them. */
export const migrations = [InitialSchema1732150000000, SeedProjects1732150000001];

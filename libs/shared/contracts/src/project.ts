/** GET /api/projects/:id — the project fields the site reads (spec §3 "Project read from the server"). */
export type ProjectResponse = {
  id: number;
  title: string;
  location: string;
  projectType: string;
  description: string;
  raisedAmount: number;
  targetAmount: number;
  currency: string;
  livesImpacted: number;
  /** Installed or planned capacity in kW. */
  capacity: number;
  progressPercentage: number;
};

/** GET /api/projects — every project, by id (the sponsor page reads the raised figures from it). */
export type ProjectListResponse = ProjectResponse[];

/** Every error the API sends is JSON of this shape. */
export type ApiErrorBody = {
  statusCode: number;
  error: string;
  message: string | string[];
  /** A refused body (400): each field's messages under the field's name, for forms to show beside it. */
  fieldErrors?: Record<string, string[]>;
  /** A machine-readable reason where a client acts on it (staff sign-in: `code-required`, `code-refused`). */
  reason?: string;
};

/** GET /api/health: 200 with status 'ok' when the database answers, 503 with status 'error' when it does not. */
export type HealthResponse = {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  version: string;
};

/** GET /api/version (and /version on the shell's and remotes' servers): the running build. */
export type VersionResponse = {
  name: string;
  version: string;
  builtAt?: string;
};

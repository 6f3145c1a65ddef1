import type { ProjectResponse } from '@solar/shared-contracts';
import { logger } from '../logger';

/** What the API says about a project: its figures, no such project, or nothing usable in time. */
export type ProjectLookup =
  { status: 'found'; project: ProjectResponse } | { status: 'missing' } | { status: 'unavailable' };

type Entry = { lookup: ProjectLookup; storedAt: number };

export type ProjectFiguresOptions = {
  /** Where the API is (API_URL, as the proxy uses it). */
  apiUrl: string;
  /** How long a project's figures are reused (PROJECT_FIGURES_TTL_MS); 0 asks the API for every page. */
  ttlMs: number;
  /** A slower API costs the page its figures, not its speed: it is then rendered by the browser as before. */
  timeoutMs?: number;
  now?: () => number;
};

/** Beyond this many projects remembered, expired ones are dropped (addresses with invented ids add entries). */
const MAX_ENTRIES = 500;

function isProject(value: unknown, id: number): value is ProjectResponse {
  const project = value as Partial<ProjectResponse> | null;
  return typeof project === 'object' && project !== null && project.id === id && typeof project.title === 'string';
}

/** The page is then sent for the browser to render; the log says why its figures were missing. */
function unavailable(id: number, reason: string): ProjectLookup {
  logger.warn({ projectId: id }, `project page ${id} sent without its figures: ${reason}`);
  return { status: 'unavailable' };
}

/**
 * The public figures of each project, read from the API for the project page the server renders, and kept a few
 * seconds per project. `invalidate` drops them all (a gift or a staff edit passed through the proxy), and a lookup
 * started before it never stores what it read; `fresh` reads past the cache (the visitor's own gift, made through
 * another replica).
 */
export class ProjectFigures {
  private readonly entries = new Map<number, Entry>();
  private readonly pending = new Map<number, Promise<ProjectLookup>>();
  private generation = 0;
  private readonly timeoutMs: number;
  private readonly now: () => number;

  constructor(private readonly options: ProjectFiguresOptions) {
    this.timeoutMs = options.timeoutMs ?? 800;
    this.now = options.now ?? Date.now;
  }

  get(id: number, { fresh = false }: { fresh?: boolean } = {}): Promise<ProjectLookup> {
    const entry = this.entries.get(id);
    if (!fresh && entry && this.now() - entry.storedAt < this.options.ttlMs) return Promise.resolve(entry.lookup);
    if (fresh) return this.read(id);
    let request = this.pending.get(id);
    if (!request) {
      request = this.read(id);
      this.pending.set(id, request);
      const started = request;
      void request.finally(() => {
        if (this.pending.get(id) === started) this.pending.delete(id);
      });
    }
    return request;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  private async read(id: number): Promise<ProjectLookup> {
    const generation = this.generation;
    const lookup = await this.ask(id);
    if (lookup.status !== 'unavailable' && generation === this.generation && this.options.ttlMs > 0)
      this.store(id, lookup);
    return lookup;
  }

  private store(id: number, lookup: ProjectLookup): void {
    const now = this.now();
    if (this.entries.size >= MAX_ENTRIES) {
      for (const [key, entry] of this.entries) if (now - entry.storedAt >= this.options.ttlMs) this.entries.delete(key);
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    }
    this.entries.set(id, { lookup, storedAt: now });
  }

  private async ask(id: number): Promise<ProjectLookup> {
    try {
      const response = await fetch(`${this.options.apiUrl}/api/projects/${id}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      // 400: an id the API refuses (beyond its range): no such project either.
      if (response.status === 404 || response.status === 400) {
        await response.body?.cancel();
        return { status: 'missing' };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return unavailable(id, `the API answered ${response.status}`);
      }
      const body: unknown = await response.json();
      return isProject(body, id)
        ? { status: 'found', project: body }
        : unavailable(id, 'the API answered something else');
    } catch (error) {
      return unavailable(id, error instanceof Error ? error.message : String(error));
    }
  }
}

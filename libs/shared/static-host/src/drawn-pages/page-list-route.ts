import { Router, type Request, type Response } from 'express';
import { REMOTE_PAGES_PATH, type RemotePage } from '@solar/shared-contracts';

/**
 * GET REMOTE_PAGES_PATH: every public page the remote answers (decision 081), whether or not it draws any at request
 * time (decision 083). The same for the whole life of the build: Express's ETag lets the shell's server ask again
 * for a 304.
 */
export function publishedPages(pages: readonly RemotePage[]): Router {
  const router = Router();
  router.get(REMOTE_PAGES_PATH, (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ pages });
  });
  return router;
}

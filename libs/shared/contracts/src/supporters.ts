/** One completed gift as a project page shows it: never an amount, and a message only once staff approved it. */
export type Supporter = {
  /** The name the donor chose to show, or "Anonymous". */
  name: string;
  /** ISO 8601 instant of the gift. */
  date: string;
  message: string | null;
};

/** GET /api/projects/:id/supporters: how many people have given, and the latest supporters, newest first. */
export type ProjectSupportersResponse = {
  count: number;
  items: Supporter[];
};

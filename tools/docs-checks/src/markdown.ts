import { posix } from 'node:path';

export interface Link {
  target: string;
  line: number;
}

const FENCE = /^\s*(```|~~~)/;

/** The text with fenced blocks blanked and code spans removed, line numbers kept: code is not prose to link from. */
export function withoutCode(markdown: string): string[] {
  let fenced = false;
  return markdown.split(/\r?\n/).map((line) => {
    if (FENCE.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`+[^`]*`+/g, ' ');
  });
}

/** Inline links and images, `[text](target)` and `![alt](target "title")`, outside code. */
export function linksIn(markdown: string): Link[] {
  const links: Link[] = [];
  withoutCode(markdown).forEach((line, index) => {
    for (const match of line.matchAll(/!?\[[^\]]*\]\(\s*(?:<([^>]+)>|([^)\s]+))(?:\s+"[^"]*")?\s*\)/g))
      links.push({ target: (match[1] ?? match[2]) as string, line: index + 1 });
  });
  return links;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped (hyphens and underscores kept), spaces as hyphens. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every heading's anchor; a repeated heading gets `-1`, `-2`… as on GitHub. */
export function anchorsOf(markdown: string): Set<string> {
  let fenced = false;
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of markdown.split(/\r?\n/)) {
    if (FENCE.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1] as string);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

export interface Workspace {
  exists(path: string): boolean;
  /** The text of a Markdown file, to read its headings; undefined when it is not one. */
  markdown(path: string): string | undefined;
}

/** Relative links of one file (a path from the workspace root) that lead nowhere: no such file, or no such heading. */
export function linkProblems(file: string, markdown: string, workspace: Workspace): string[] {
  const problems: string[] = [];
  for (const { target, line } of linksIn(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [rawPath = '', anchor] = target.split('#', 2);
    const path = decodeURI(rawPath);
    const resolved =
      path === ''
        ? file
        : posix.normalize(path.startsWith('/') ? path.slice(1) : posix.join(posix.dirname(file), path));
    const where = `${file}:${line}: ${target}`;
    if (resolved.startsWith('..')) problems.push(`${where} leaves the repository`);
    else if (!workspace.exists(resolved.replace(/\/$/, '') || '.')) problems.push(`${where}: no such file`);
    else if (anchor) {
      const text = workspace.markdown(resolved);
      if (text !== undefined && !anchorsOf(text).has(decodeURI(anchor).toLowerCase()))
        problems.push(`${where}: no heading "${anchor}" in ${resolved}`);
    }
  }
  return problems;
}

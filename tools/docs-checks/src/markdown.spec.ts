import { anchorsOf, linkProblems, linksIn, slugOf, type Workspace } from './markdown';

const files: Record<string, string> = {
  'README.md': '# Title\n',
  'docs/guide.md': '# Guide\n\n## Checked in `npm test`\n\n## Ports\n\n## Ports\n',
  'docs/image.png': '',
};
const workspace: Workspace = {
  exists: (path) => path in files || Object.keys(files).some((file) => file.startsWith(`${path}/`)),
  markdown: (path) => (path.endsWith('.md') ? files[path] : undefined),
};

describe('links', () => {
  it('are read from prose, not from code', () => {
    const text = 'See [a](a.md) and ![b](b.png "B").\n`[c](c.md)`\n```\n[d](d.md)\n```\n[e](<e f.md>)';
    expect(linksIn(text)).toEqual([
      { target: 'a.md', line: 1 },
      { target: 'b.png', line: 1 },
      { target: 'e f.md', line: 6 },
    ]);
  });

  it("resolve from the linking file's folder, to a file and a heading that exist", () => {
    const good =
      '[g](guide.md#checked-in-npm-test) [p](guide.md#ports-1) [i](image.png) [up](../README.md) [d](../docs/) [s](#guide) [w](https://example.org/x.md)';
    expect(linkProblems('docs/guide.md', good, workspace)).toEqual([]);
  });

  it('fail on a missing file, a missing heading or a path out of the repository', () => {
    const bad = '[a](missing.md)\n[b](guide.md#nowhere)\n[c](../../outside.md)\n[d](#ports-2)';
    expect(linkProblems('docs/guide.md', bad, workspace)).toEqual([
      'docs/guide.md:1: missing.md: no such file',
      'docs/guide.md:2: guide.md#nowhere: no heading "nowhere" in docs/guide.md',
      'docs/guide.md:3: ../../outside.md leaves the repository',
      'docs/guide.md:4: #ports-2: no heading "ports-2" in docs/guide.md',
    ]);
  });
});

describe('heading anchors', () => {
  it("are GitHub's", () => {
    expect(slugOf('Checked in `npm test`')).toBe('checked-in-npm-test');
    expect(slugOf('Install from an empty cluster')).toBe('install-from-an-empty-cluster');
    expect(slugOf("The shell's proxy: headers & timeouts")).toBe('the-shells-proxy-headers--timeouts');
    expect([...anchorsOf('# A\n## B\n## B\n```\n# C\n```\n')]).toEqual(['a', 'b', 'b-1']);
  });
});

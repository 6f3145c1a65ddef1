import { decisionProblems, indexProblems } from './decisions';
import { linkProblems } from './markdown';
import { DECISIONS, decisions, markdownFiles, readText, workspace } from './workspace';

describe('README.md', () => {
  const readme = readText('README.md');

  it('is at most 200 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  });

  it("names the project's Node version (.nvmrc) and the two commands, also for a machine with another Node", () => {
    expect(readme).toContain(`(${readText('.nvmrc').trim()})`);
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
    expect(readme).toContain(
      'tools/scripts/with-project-node.sh npm install && tools/scripts/with-project-node.sh npm test',
    );
  });
});

describe('the Markdown files', () => {
  const files = markdownFiles();

  it('include the README, the docs pages and the decisions', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/configuration.md', `${DECISIONS}/README.md`]));
  });

  it('link only to files, and headings, that exist', () => {
    expect(files.flatMap((file) => linkProblems(file, readText(file), workspace))).toEqual([]);
  });
});

describe('the decisions', () => {
  it('each have a status, and a supersession or amendment is stated by both decisions', () => {
    expect(decisionProblems(decisions())).toEqual([]);
  });

  it('are each listed once in the index, with the status their file gives', () => {
    expect(indexProblems(readText(`${DECISIONS}/README.md`), decisions())).toEqual([]);
  });
});

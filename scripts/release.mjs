// npm run release: tags the version every package.json holds, after checking that the tree is
// clean, the versions agree and CHANGELOG.md has that version's section (CONTRIBUTING.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const read = (file) => JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8'));
const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const fail = (message) => {
  console.error(`release: ${message}`);
  process.exit(1);
};

const root = read('package.json');
const version = root.version;
for (const workspace of root.workspaces) {
  const v = read(path.join(workspace, 'package.json')).version;
  if (v !== version) fail(`${workspace}/package.json is ${v}, the root is ${version}`);
}
const changelog = fs.readFileSync(path.join(repo, 'CHANGELOG.md'), 'utf8');
if (!changelog.includes(`## [${version}] - `)) fail(`CHANGELOG.md has no "## [${version}] - <date>" section`);
if (git('status', '--porcelain')) fail('the working tree has uncommitted changes');
const tag = `v${version}`;
if (git('tag', '--list', tag)) fail(`${tag} exists already`);
git('tag', '-a', tag, '-m', `Chennai Eats ${version}`);
console.log(`Tagged ${tag}. Push it with: git push origin ${tag}`);

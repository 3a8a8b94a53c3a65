import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './config';

/** The instructions of the Dockerfile's last stage (after its last FROM), as [keyword, rest] pairs. */
function finalStage(): [string, string][] {
  const lines = fs
    .readFileSync(path.join(projectRoot(), 'Dockerfile'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const from = lines.map((line) => line.split(/\s+/)[0].toUpperCase()).lastIndexOf('FROM');
  return lines.slice(from).map((line) => {
    const [keyword, ...rest] = line.split(/\s+/);
    return [keyword.toUpperCase(), rest.join(' ')];
  });
}

describe('Dockerfile (issue #16 item 14)', () => {
  it('runs the server as a non-root user that owns its data folder', () => {
    const stage = finalStage();
    const users = stage.filter(([keyword]) => keyword === 'USER').map(([, user]) => user);
    expect(users.length).toBeGreaterThan(0);
    const user = users[users.length - 1];
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const userAt = stage.findIndex(([keyword]) => keyword === 'USER');
    const cmdAt = stage.findIndex(([keyword]) => keyword === 'CMD');
    expect(userAt).toBeLessThan(cmdAt);
    expect(stage.some(([keyword, rest]) => keyword === 'RUN' && rest.includes(`chown ${user}`))).toBe(true);
  });
});

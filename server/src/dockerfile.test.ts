import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './config';

/** The Dockerfile's instructions, as [keyword, rest] pairs. */
function instructions(): [string, string][] {
  return fs
    .readFileSync(path.join(projectRoot(), 'Dockerfile'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return [keyword.toUpperCase(), rest.join(' ')];
    });
}

/** The instructions of the Dockerfile's last stage (after its last FROM). */
function finalStage(): [string, string][] {
  const all = instructions();
  return all.slice(all.map(([keyword]) => keyword).lastIndexOf('FROM'));
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

  it("runs as the Node image's own unprivileged user, node (issue #32)", () => {
    const users = finalStage().filter(([keyword]) => keyword === 'USER');
    expect(users[users.length - 1]).toEqual(['USER', 'node']);
  });
});

describe('Dockerfile: Node 24 LTS (issue #32)', () => {
  it('builds and runs every stage on the node:24-slim image', () => {
    const images = instructions()
      .filter(([keyword]) => keyword === 'FROM')
      .map(([, rest]) => rest.split(/\s+/)[0]);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toBe('node:24-slim');
  });
});

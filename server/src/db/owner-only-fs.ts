import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Mode bits that give the group or other users any access. */
const GROUP_OTHER = 0o077;

/** What this file uses of Emscripten's FS: `chmod(path or node, mode, dontFollow?)` and `mkdir(path, mode?)`. */
interface ModeFS {
  chmod(path: unknown, mode: number, dontFollow?: boolean): void;
  mkdir(path: string, mode?: number): unknown;
}

type EmscriptenOptions = Parameters<NodeFS['init']>[1];

/**
 * PGlite's file system on a host folder (its NodeFS), keeping every file and folder owner-only
 * (issue #31 item 3). Emscripten's `open` creates a file and then `chmod`s it to the mode the
 * database asked for (0666 for most of PGlite's files, WAL and relations included), and Node's
 * `chmod` ignores the umask: ~968 files under DATA_DIR/pg were readable by every local user. Here
 * each of Emscripten's `chmod`s (open, fchmod, the tarball a new database starts from) and `mkdir`s
 * loses its group and other bits, whatever the process's umask.
 */
export class OwnerOnlyNodeFS extends NodeFS {
  /**
   * Adds, before PGlite mounts the folder, a hook that masks Emscripten's `chmod`.
   * @param pg the PGlite instance
   * @param opts Emscripten's module options (PGlite's)
   * @returns NodeFS's options with the hook first among `preRun`
   */
  override init(...[pg, opts]: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const ownerOnly = (mod: { FS: unknown }): void => {
      const fs = mod.FS as ModeFS;
      const chmod = fs.chmod.bind(fs);
      const mkdir = fs.mkdir.bind(fs);
      fs.chmod = (path, mode, dontFollow) => chmod(path, mode & ~GROUP_OTHER, dontFollow);
      fs.mkdir = (path, mode = 0o777) => mkdir(path, mode & ~GROUP_OTHER);
    };
    return super.init(pg, { ...opts, preRun: [ownerOnly, ...(opts.preRun ?? [])] } as EmscriptenOptions);
  }
}

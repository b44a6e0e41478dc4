// Conditional requests without reading or quoting headers by hand (written for the package, not
// generated; scripts/sdk exports it from the package's index).

/** What a conditional read answered: the resource with its ETag, or 304 (`modified: false`). */
export type Conditional<T> =
  | { modified: true; data: T; etag: string | null; response: Response }
  | { modified: false; etag: string | null; response: Response };

/** The ETag of a game at `version`: `"12"`, quotes included, as If-Match and If-None-Match take it. */
export function etag(version: number): string {
  return `"${Math.trunc(version)}"`;
}

/** The version a game's ETag names (null for any other tag, such as a content release's). */
export function versionOf(tag: string): number | null {
  const found = /^"([0-9]+)"$/.exec(tag.trim());
  return found ? Number(found[1]) : null;
}

/**
 * A read that may answer 304 (`If-None-Match`, or a long poll's `?after=&wait=`), without
 * `throwOnError`: the 304 is `{ modified: false }`, never an error; any other failure throws the
 * problem the server answered.
 *
 *     const read = await conditional(gamesRetrieve({ client, path, headers: { "If-None-Match": tag } }));
 *     if (read.modified) { game = read.data; tag = read.etag; }
 */
export async function conditional<T>(
  request: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<Conditional<T>> {
  const { data, error, response } = await request;
  const tag = response.headers.get("ETag");
  if (response.status === 304) return { modified: false, etag: tag, response };
  if (!response.ok || data === undefined) throw error ?? new Error(`HTTP ${response.status}`);
  return { modified: true, data, etag: tag, response };
}

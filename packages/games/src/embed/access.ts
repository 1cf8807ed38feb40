/**
 * Whether this page may show the games of `key`: the server answers from the key's allowed
 * origins. Resolves with the reason it may not, said in the host's console, or null (an
 * unreachable server is not a refusal). The loader checks it for frames, inline.tsx before it
 * renders: a key copied to another site shows nothing there and says why.
 */
export function refusal(server: string, key: string): Promise<string | null> {
  return fetch(`${server}/embed/access?key=${encodeURIComponent(key)}`)
    .then((response) => response.json() as Promise<{ allowed: boolean; reason?: string }>)
    .then((access) =>
      access.allowed
        ? null
        : `this site (${location.origin}) may not show this game: ${access.reason ?? 'the key does not allow it'}.`,
    )
    .catch(() => null);
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the nginx configuration operators are given', () => {
  it('is the file the proxy test runs, shown in full in the README', () => {
    const conf = readFileSync(path.join(pkg, 'deploy/nginx.conf'), 'utf8').trimEnd();
    const readme = readFileSync(path.join(pkg, 'README.md'), 'utf8');
    expect(readme).toContain(`\`\`\`nginx\n${conf}\n\`\`\``);
    // The client address is set from the socket, never appended to the client's own header.
    expect(conf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
  });
});

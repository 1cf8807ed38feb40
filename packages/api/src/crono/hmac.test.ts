import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256 } from './hmac';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('given the shared rules’ HMAC-SHA256', () => {
  it('matches the FIPS 180-4 test vectors', () => {
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hex(sha256(new Uint8Array(0)))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it.each([
    ['seed', 'order|0|0'],
    ['', ''],
    ['k'.repeat(64), 'block boundary'],
    ['a key longer than one sixty-four byte block '.repeat(3), 'options|12|3'],
    ['ünïcødé 🙂', 'm'.repeat(55)],
    ['s', 'x'.repeat(119)],
  ])('gives what node:crypto gives for key %j and message %j', (key, message) => {
    expect(hex(hmacSha256(key, message))).toBe(
      createHmac('sha256', key).update(message).digest('hex'),
    );
    expect(hex(sha256(new TextEncoder().encode(message)))).toBe(
      createHash('sha256').update(message).digest('hex'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { rememberReturnTo, takeReturnTo } from '../return-to';

describe('return to a link after signing in', () => {
  it('gives back a remembered app path once', () => {
    rememberReturnTo('/friends/accept/abc123');
    expect(takeReturnTo()).toBe('/friends/accept/abc123');
    expect(takeReturnTo()).toBeNull();
  });

  it('never remembers another site', () => {
    for (const path of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      rememberReturnTo(path);
      expect(takeReturnTo()).toBeNull();
    }
    window.sessionStorage.setItem('steady.returnTo', '//evil.example/x');
    expect(takeReturnTo()).toBeNull();
  });
});

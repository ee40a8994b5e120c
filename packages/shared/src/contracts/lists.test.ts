import { describe, expect, it } from 'vitest';
import { listErrorText } from './lists.ts';

describe("the lists' error panel", () => {
  it("speaks the spec's words, not the server's", () => {
    expect(listErrorText('users')).toBe('Error loading users: Failed to fetch users');
    expect(listErrorText('restaurants')).toBe('Error loading restaurants: Failed to fetch restaurants');
    expect(listErrorText('food items')).toBe('Error loading food items: Failed to fetch food items');
  });
});

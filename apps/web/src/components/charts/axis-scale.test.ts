import { describe, expect, it } from 'vitest';
import { axisLabel, axisScale, labelledIndexes, percentOf } from './axis-scale.ts';

describe('axisScale', () => {
  it('rounds the top up to a readable step, in four intervals', () => {
    expect(axisScale(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(axisScale(9_800)).toEqual({ top: 10_000, ticks: [0, 2_500, 5_000, 7_500, 10_000] });
    expect(axisScale(3)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
  });

  it('draws an empty chart on a one-step axis', () => {
    expect(axisScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
  });

  it('ends at a fixed top (a rating out of 5)', () => {
    expect(axisScale(4.2, { top: 5 })).toEqual({ top: 5, ticks: [0, 1, 2, 3, 4, 5] });
  });

  it('places values as a share of the axis, never outside it', () => {
    const scale = axisScale(37);
    expect(percentOf(20, scale)).toBe(50);
    expect(percentOf(-3, scale)).toBe(0);
    expect(percentOf(99, scale)).toBe(100);
  });
});

describe('labelledIndexes', () => {
  it('labels every category when they fit', () => {
    expect(labelledIndexes(4, 5)).toEqual([0, 1, 2, 3]);
  });

  it('labels thirty days evenly, the last day included', () => {
    expect(labelledIndexes(30, 5)).toEqual([0, 7, 15, 22, 29]);
    expect(labelledIndexes(24, 5)).toEqual([0, 6, 12, 17, 23]);
  });
});

describe('axisLabel', () => {
  it('writes thousands and lakhs short', () => {
    expect(axisLabel(950)).toBe('950');
    expect(axisLabel(2_500)).toBe('2.5K');
    expect(axisLabel(340_000)).toBe('3.4L');
  });
});

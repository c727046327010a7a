import { aggregate, criterionMeans, reviewScore } from './scoring.js';

describe('src/review/scoring.spec.ts', () => {
  const criteria = [
    { id: 1, weight: 2, scale_max: 5 },
    { id: 2, weight: 1, scale_max: 5 },
    { id: 3, weight: 1, scale_max: 3 },
  ];

  describe('review scores', () => {
    it('normalises each criterion to 0-100 and weighs them', () => {
      expect(reviewScore({ 1: 5, 2: 5, 3: 3 }, criteria)).toBe(100);
      expect(reviewScore({ 1: 1, 2: 1, 3: 1 }, criteria)).toBe(0);
      // Only the double-weighted criterion at its best: 2 of 4 weights.
      expect(reviewScore({ 1: 5, 2: 1, 3: 1 }, criteria)).toBe(50);
      // A 3-point scale's middle is 50.
      expect(reviewScore({ 3: 2 }, criteria)).toBe(50);
      expect(reviewScore({}, criteria)).toBeNull();
    });

    it('gives the mean, the spread and the reviews far from the median', () => {
      expect(aggregate([])).toEqual({ score: null, spread: null, outliers: [] });
      expect(aggregate([80, 60])).toEqual({ score: 70, spread: 10, outliers: [] });
      const three = aggregate([90, 85, 10]);
      expect(three.score).toBe(61.7);
      expect(three.outliers).toEqual([2]);
      expect(aggregate([null, 50, 50, 50]).outliers).toEqual([]);
    });

    it('averages each criterion on its own scale', () => {
      expect(criterionMeans([{ 1: 5, 2: 2 }, { 1: 4 }], criteria)).toEqual({ 1: 4.5, 2: 2, 3: null });
    });
  });
});

// How reviews become a ranking. Each score (1 to the criterion's scale_max) is normalised to 0-100 so criteria on
// different scales mix; a review's score is the weighted mean over the criteria, a proposal's the mean of its reviews.

export interface ScoredCriterion {
  id: number;
  weight: number;
  scale_max: number;
}

/** Scores keyed by criterion id, as stored. */
export type Scores = Record<string, number>;

/** A review further than this from the median of a proposal's reviews is an outlier (on the 0-100 scale). */
export const OUTLIER_DISTANCE = 25;

const round = (value: number) => Math.round(value * 10) / 10;

/** The weighted 0-100 score of one review over the criteria it scored; null when it scored none of them. */
export function reviewScore(scores: Scores, criteria: ScoredCriterion[]): number | null {
  let weighted = 0;
  let weights = 0;
  for (const criterion of criteria) {
    const score = scores[String(criterion.id)];
    if (typeof score !== 'number' || criterion.weight <= 0) continue;
    weighted += (criterion.weight * (score - 1)) / Math.max(1, criterion.scale_max - 1);
    weights += criterion.weight;
  }
  return weights === 0 ? null : round((weighted / weights) * 100);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface Aggregate {
  score: number | null;
  spread: number | null;
  /** Indexes (into the scores given) of the reviews far from the median. */
  outliers: number[];
}

/** The mean, standard deviation and outliers of a proposal's review scores (nulls are reviews of no criterion). */
export function aggregate(scores: (number | null)[]): Aggregate {
  const known = scores.map((score, index) => ({ score, index })).filter((s): s is { score: number; index: number } => s.score !== null);
  if (known.length === 0) return { score: null, spread: null, outliers: [] };
  const sum = known.reduce((total, s) => total + s.score, 0);
  const mean = sum / known.length;
  const spread = Math.sqrt(known.reduce((total, s) => total + (s.score - mean) ** 2, 0) / known.length);
  // With two reviews neither is the odd one out: it takes three to have a consensus (the median) to differ from.
  const middle = median(known.map((s) => s.score));
  const outliers = known.length < 3 ? [] : known.filter((s) => Math.abs(s.score - middle) > OUTLIER_DISTANCE).map((s) => s.index);
  return { score: round(mean), spread: round(spread), outliers };
}

/** The mean score of each criterion on its own scale (null where no review scored it). */
export function criterionMeans(reviews: Scores[], criteria: ScoredCriterion[]): Record<string, number | null> {
  return Object.fromEntries(
    criteria.map((criterion) => {
      const given = reviews.map((scores) => scores[String(criterion.id)]).filter((score): score is number => typeof score === 'number');
      return [String(criterion.id), given.length ? round(given.reduce((a, b) => a + b, 0) / given.length) : null];
    }),
  );
}

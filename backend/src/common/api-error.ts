// The two error shapes the spec's client reads: {detail: string} or {detail: [{loc, msg, type}]}.
export interface FieldError {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export type ErrorBody = { detail: string | FieldError[]; [extra: string]: unknown };

/** RFC 9457 problem details, as every API error is answered. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  requestId?: string;
  errors?: FieldError[];
}

export interface FieldError {
  /** Dotted path of the offending field, e.g. "body.keys.3". */
  path: string;
  message: string;
}

export const problemContentType = 'application/problem+json';

/** The middle of a few runs' figures (the upper middle of an even count); 0 for none. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

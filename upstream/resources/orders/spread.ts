/**
 * A deterministic pseudo-random integer 0..n-1 per row, as SQL: the top bits of a multiplicative
 * hash of an integer column (the low bits of such a hash repeat with the column's stride, the top
 * ones do not). `salt` comes from the seed's rng, so the demo data stays a function of the seed.
 */
export function spread(column: string, salt: number, n: number): string {
  return `((((${column} + ${salt}) * 2654435761) % 4294967296) * ${n} / 4294967296)`;
}

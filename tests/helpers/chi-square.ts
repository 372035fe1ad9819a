// Pearson's chi-square goodness-of-fit, with the p-value from the regularised upper incomplete
// gamma function (Numerical Recipes' series and continued fraction; Lanczos log-gamma).

function logGamma(x: number): number {
  const g = [
    676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406, 12.507343278686905,
    -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  let a = 0.9999999999998099;
  const t = x - 1 + 7.5;
  for (const [i, c] of g.entries()) a += c / (x - 1 + i + 1);
  return 0.5 * Math.log(2 * Math.PI) + (x - 0.5) * Math.log(t) - t + Math.log(a);
}

/** Q(a, x) = Γ(a, x) / Γ(a). */
function upperGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < tiny ? tiny : d;
    c = b + an / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return front * h;
}

/** P(χ²_df ≥ statistic). */
export const chiSquarePValue = (statistic: number, df: number): number => upperGammaQ(df / 2, statistic / 2);

/** The statistic and its p-value for observed counts against expected probabilities (Σ = 1). */
export function chiSquareTest(observed: readonly number[], probabilities: readonly number[]) {
  const n = observed.reduce((s, o) => s + o, 0);
  const statistic = observed.reduce((s, o, i) => {
    const expected = n * (probabilities[i] ?? 0);
    return s + (o - expected) ** 2 / expected;
  }, 0);
  const df = observed.length - 1;
  return { statistic, df, pValue: chiSquarePValue(statistic, df) };
}

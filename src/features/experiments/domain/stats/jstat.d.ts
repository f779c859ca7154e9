// The part of jstat's API the split statistics use (the package ships no types).
declare module "jstat" {
  /** The package's CommonJS export is the jStat object itself. */
  const jStat: {
    normal: {
      cdf(x: number, mean: number, sd: number): number;
      inv(p: number, mean: number, sd: number): number;
    };
    studentt: {
      pdf(x: number, dof: number): number;
      inv(p: number, dof: number): number;
    };
    chisquare: { cdf(x: number, dof: number): number };
    betaln(a: number, b: number): number;
    ibeta(x: number, a: number, b: number): number;
  };
  export default jStat;
}

/** A grade as a coloured tag (A+ … C). */
export function GradeTag({ grade }: { grade: string }) {
  return <span className={`rk-grade rk-grade--${grade.replace('+', 'plus')}`}>{grade}</span>;
}

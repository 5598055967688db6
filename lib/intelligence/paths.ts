/** The grade-matching screen opened on one record (spec route /mind/gcMatchingNext). */
export function matchingHref(id: string, grade: string): string {
  return `/mind/gcMatchingNext?id=${encodeURIComponent(id)}&grade=${encodeURIComponent(grade)}`;
}

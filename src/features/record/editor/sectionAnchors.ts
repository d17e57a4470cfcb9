/** The id of a section's heading; the section itself carries the section's id as its anchor. */
export function sectionHeadingId(sectionId: string): string {
  return `${sectionId}-titulo`;
}

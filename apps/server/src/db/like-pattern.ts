/** A LIKE/ILIKE pattern matching `text` anywhere, its own % _ and \ taken literally: "5%" -> "%5\%%". */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

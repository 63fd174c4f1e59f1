/** One block of a long text: a heading or a paragraph. */
export type TextBlock = { kind: 'heading' | 'paragraph'; text: string }

const HEADING_MARK = '## '

/**
 * Splits the server's plain long texts into blocks: paragraphs are separated by a blank line,
 * and a paragraph starting with "## " is a heading, e.g. "## Terms\n\nOne per player." is a
 * heading "Terms" and a paragraph "One per player.". The text is never read as HTML.
 */
export function toTextBlocks(text: string): TextBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) =>
      block.startsWith(HEADING_MARK)
        ? { kind: 'heading', text: block.slice(HEADING_MARK.length).trim() }
        : { kind: 'paragraph', text: block },
    )
}

/** A text's first paragraph, as a list's one-line summary: "## Terms\n\nOne per player." gives "One per player.". */
export function firstParagraph(text: string): string {
  return toTextBlocks(text).find((block) => block.kind === 'paragraph')?.text ?? ''
}

/**
 * A long text from the server as headings and paragraphs. React escapes every character, so an
 * operator's text can never inject markup; single line breaks stay line breaks (CSS pre-line).
 */
export function PlainTextView({ text, headingLevel = 2 }: { text: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="plain-text">
      {toTextBlocks(text).map((block, index) =>
        block.kind === 'heading' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one text keep their order
          <Heading key={index} className="plain-text-heading">
            {block.text}
          </Heading>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one text keep their order
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  )
}

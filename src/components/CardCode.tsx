/**
 * A card code in a face that tells O from 0, I from 1 and S from 5 on any device and on paper:
 * a monospace face (serifed I, flagged 1) whose zeros get a slash of their own, drawn with a
 * border so it prints without background colours and whatever zero the font has. The zero stays
 * inline: its box is the font's own (ascent and descent, whatever the line height), so the slash,
 * measured in em, stays inside the digit, above the baseline; and the code stays one word for
 * screen readers (an inline block would read "ABC- 0 12") and for copying.
 */
export function CardCode({ cardCode, className = '' }: { cardCode: string; className?: string }) {
  return (
    <span className={`font-mono ${className}`} data-card-code="">
      {[...cardCode].map((character, index) =>
        character === '0' ? (
          <span key={index} data-slashed-zero="" className="relative">
            0{/* An element, not a pseudo-element: hidden from the name, it adds no space to it. */}
            <span
              aria-hidden="true"
              data-slash=""
              className="pointer-events-none absolute top-[0.24em] left-1/2 h-[0.52em] -translate-x-1/2 rotate-[24deg] border-l-[0.11em] border-current"
            />
          </span>
        ) : (
          character
        ),
      )}
    </span>
  );
}

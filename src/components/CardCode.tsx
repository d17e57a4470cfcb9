/**
 * A card code in a face that tells O from 0, I from 1 and S from 5 on any device and on paper:
 * a monospace face (serifed I, flagged 1) whose zeros get a slash of their own, drawn with a
 * border so it prints without background colours and whatever zero the font has. The text stays
 * the code as it is, for copying and for screen readers.
 */
export function CardCode({ code, className = '' }: { code: string; className?: string }) {
  return (
    <span className={`font-mono ${className}`} data-card-code="">
      {[...code].map((character, index) =>
        character === '0' ? (
          <span
            key={index}
            data-slashed-zero=""
            className="relative inline-block after:pointer-events-none after:absolute after:top-[18%] after:left-1/2 after:h-[64%] after:rotate-[28deg] after:border-l-[0.09em] after:border-current after:content-['']"
          >
            0
          </span>
        ) : (
          character
        ),
      )}
    </span>
  );
}

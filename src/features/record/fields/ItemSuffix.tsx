/**
 * Words only screen readers hear after a label, to tell apart the cards of a list: "Tipo
 * (Alergia 2)". The space stays outside the hidden span: a name computation trims the edges of an
 * element's own text.
 */
export function ItemSuffix({ text }: { text?: string }) {
  return text ? (
    <>
      {' '}
      <span className="sr-only">({text})</span>
    </>
  ) : null;
}

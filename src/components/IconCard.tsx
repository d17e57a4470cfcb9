import { Icon, type IconName } from './Icon';

const badge = 'grid h-12 w-12 place-items-center rounded-xl';

const looks = {
  /** A white card on a tinted section, its icon on a brand badge. */
  onTint: {
    card: 'bg-white ring-1 ring-brand-100',
    badge: `${badge} bg-brand-700 text-white`,
    title: 'text-lg text-slate-900',
    text: 'text-slate-700',
  },
  /** A bordered card on a white section, roomier from the small screens on. */
  outlined: {
    card: 'border border-slate-200 sm:p-8',
    badge: `${badge} bg-brand-700 text-white`,
    title: 'text-xl text-slate-900',
    text: 'text-slate-700',
  },
  /** A raised card of a row whose cards share one height, its icon on a light badge. */
  raised: {
    card: 'flex h-full flex-col bg-white shadow-sm ring-1 ring-slate-200',
    badge: `${badge} bg-brand-50 text-brand-700 ring-1 ring-brand-100`,
    title: 'text-lg text-slate-900',
    text: 'text-slate-700',
  },
  /** A translucent card on the dark band, its icon without a badge. */
  onDark: {
    card: 'bg-white/5 ring-1 ring-white/15',
    badge: null,
    title: 'text-lg',
    text: 'text-brand-50',
  },
} as const;

/**
 * A card of a grid: an icon (on a badge, or after the step's number), a title and a text.
 * `as` and `heading` fit it into its page's outline: an item of a list, or an article of its own.
 */
export function IconCard({
  look,
  icon,
  step,
  title,
  text,
  as: Card = 'li',
  heading: Heading = 'h3',
}: {
  look: keyof typeof looks;
  icon: IconName;
  /** A step's number, shown before the icon (the icon then has no badge). */
  step?: number;
  title: string;
  text: string;
  as?: 'li' | 'article';
  heading?: 'h3' | 'h4';
}) {
  const style = looks[look];
  // A badge is taller than a number or a bare icon: it gets more room under it.
  const badged = step === undefined && style.badge !== null;
  return (
    <Card className={`rounded-2xl p-6 ${style.card}`}>
      {step !== undefined ? (
        <div className="flex items-center gap-3">
          <span className="grid h-10 w-10 place-items-center rounded-full bg-brand-700 text-base font-bold text-white">
            {step}
          </span>
          <Icon name={icon} className="h-6 w-6 text-brand-700" />
        </div>
      ) : style.badge !== null ? (
        <span className={style.badge}>
          <Icon name={icon} />
        </span>
      ) : (
        <Icon name={icon} className="h-7 w-7 text-brand-200" />
      )}
      <Heading className={`${badged ? 'mt-5' : 'mt-4'} font-semibold ${style.title}`}>
        {title}
      </Heading>
      <p className={`mt-2 leading-relaxed ${style.text}`}>{text}</p>
    </Card>
  );
}

/**
 * A grid of icon cards whose words sit under one key: `{words}.{key}.title` and `.text`.
 * Numbered, it is an ordered list of steps whose titles are h4 (under the section's h3).
 */
export function IconCardList({
  items,
  words,
  t,
  look,
  numbered = false,
  className,
}: {
  items: readonly { key: string; icon: IconName }[];
  words: string;
  t: (key: string) => string;
  look: keyof typeof looks;
  numbered?: boolean;
  className: string;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map(({ key, icon }, index) => (
        <IconCard
          key={key}
          look={look}
          icon={icon}
          step={numbered ? index + 1 : undefined}
          heading={numbered ? 'h4' : 'h3'}
          title={t(`${words}.${key}.title`)}
          text={t(`${words}.${key}.text`)}
        />
      ))}
    </List>
  );
}

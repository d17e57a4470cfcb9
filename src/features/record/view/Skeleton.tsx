/** Grey bars where text will be; hidden from screen readers, which hear the loading text. */
export function SkeletonBar({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded bg-slate-200 motion-reduce:animate-none ${className}`}
    />
  );
}

/** Label-and-value rows of the height the loaded fields will take. */
export function SkeletonFields({ rows }: { rows: number }) {
  return (
    <div aria-hidden="true" className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="space-y-1.5">
          <SkeletonBar className="h-3.5 w-24" />
          <SkeletonBar className="h-5 w-40 max-w-full" />
        </div>
      ))}
    </div>
  );
}

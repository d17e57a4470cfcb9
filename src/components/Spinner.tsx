export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 ${className}`}>
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
      />
      {label ? <span className="text-slate-700">{label}</span> : null}
    </div>
  );
}

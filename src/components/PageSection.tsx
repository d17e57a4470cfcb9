import type { ReactNode } from 'react';

/** The common frame of an inner page: its heading and its content. */
export function PageSection({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </section>
  );
}

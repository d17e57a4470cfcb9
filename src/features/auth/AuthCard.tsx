import type { ReactNode } from 'react';
import { BrandMark } from '@/components/BrandMark';

/** The frame of the pages without header and footer: login and password recovery. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-br from-header to-brand-800 px-4 py-10">
      <section className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <BrandMark className="w-fit text-brand-900" />
        <h1 className="mt-6 text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
        {children}
      </section>
    </div>
  );
}

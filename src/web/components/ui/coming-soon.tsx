/** Stands in for a page whose own issue has not been built yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-bold text-2xl text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">This page is coming soon.</p>
    </section>
  );
}

import { IndianRupee, PiggyBank, ShieldCheck } from 'lucide-react';

const reasons = [
  {
    icon: PiggyBank,
    title: 'Buyers save money',
    text: 'Get textbooks and notes from seniors for a fraction of the shop price.',
  },
  {
    icon: IndianRupee,
    title: 'Sellers earn extra income',
    text: 'Turn the books you have finished with into money for next semester.',
  },
  {
    icon: ShieldCheck,
    title: 'Transactions between students are secure',
    text: 'Pay online or cash on delivery, and track every order.',
  },
];

/** Why sign up: the three promises of the sign-in page (spec, section 1). */
export function AuthMarketingPanel() {
  return (
    <aside className="rounded-lg bg-primary-800 p-6 text-white sm:p-8">
      <h2 className="font-bold text-2xl">Pass your books on to the next batch</h2>
      <ul className="mt-6 flex flex-col gap-5">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-500 text-slate-900">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-primary-100 text-sm">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}

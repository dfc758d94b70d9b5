import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CalendarClock, Camera, IndianRupee, Search } from 'lucide-react';

const TIPS = [
  {
    icon: Camera,
    title: msg`Photograph your own copy in daylight`,
    text: msg`Show the cover, the spine and two inside pages, and any highlighting or damage. Honest photos sell faster and save you from disappointed buyers at pickup.`,
  },
  {
    icon: Search,
    title: msg`Write the title the way juniors search`,
    text: msg`Author, book name, edition and subject code: "B.S. Grewal Higher Engineering Mathematics, 44th ed. (MA101)". For notes, name the subject, semester and professor.`,
  },
  {
    icon: IndianRupee,
    title: msg`Price with the guide and show the MRP`,
    text: msg`Used textbooks usually go for 30–50% of MRP, notes for about ₹5 a page. Enter the original price too: buyers see the saving next to yours.`,
  },
  {
    icon: CalendarClock,
    title: msg`List when the next batch is buying`,
    text: msg`Demand peaks in the weeks after results and before a new semester. Bundle a semester’s books or notes together, and offer campus pickup: it is the easiest and safest handover.`,
  },
] as const;

/** The sell page's Pro Tips tab: four things that make a listing sell. */
export function ProTips() {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {TIPS.map(({ icon: Icon, title, text }) => (
        <li key={title.message} className="flex gap-3 rounded-lg border bg-white p-4 shadow-soft">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-800">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold text-slate-900">{i18n._(title)}</h3>
            <p className="text-slate-700 text-sm">{i18n._(text)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

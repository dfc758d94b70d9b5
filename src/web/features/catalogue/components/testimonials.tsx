import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Quote } from 'lucide-react';
import { LandingSection } from './landing-section.tsx';

// Sample testimonials (spec, section 1: one mentions 2,500 rupees).
const testimonials = [
  {
    quote: msg`I sold all my first-year engineering books in a week and made ₹2,500 before the new semester.`,
    name: 'Vikram',
    detail: 'B.Tech, Pune',
  },
  {
    quote: msg`Got a senior's handwritten notes for half the photocopy price. They were better than my own!`,
    name: 'Meera',
    detail: 'B.Com, Bengaluru',
  },
  {
    quote: msg`Found a Casio fx-991 on campus, paid cash on delivery, and picked it up between lectures.`,
    name: 'Arjun',
    detail: 'B.Sc, Delhi',
  },
];

export function Testimonials() {
  const { i18n } = useLingui();
  return (
    <LandingSection title={i18n._(msg`What students say`)}>
      <ul className="grid gap-3 sm:grid-cols-3">
        {testimonials.map(({ quote, name, detail }) => (
          <li key={name}>
            <figure className="flex h-full flex-col gap-3 rounded-lg border bg-white p-4 shadow-soft">
              <Quote aria-hidden="true" className="size-6 text-accent-600" />
              <blockquote className="flex-1 text-slate-800">{i18n._(quote)}</blockquote>
              <figcaption className="text-slate-600 text-sm">
                <span className="font-semibold text-slate-900">{name}</span>, {detail}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

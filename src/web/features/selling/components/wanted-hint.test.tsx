import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { renderInHindi } from '../../../test/render-in-hindi.tsx';
import { emptyWizardForm, type WizardFormInput, WizardFormSchema } from '../forms.ts';
import { WantedHint } from './wanted-hint.tsx';

/** The wizard's title and ISBN, and the hint under them. */
function DetailsStep() {
  const form = useForm<WizardFormInput>({
    resolver: zodResolver(WizardFormSchema),
    defaultValues: { ...emptyWizardForm, category: 'Textbooks' },
  });
  return (
    <FormProvider {...form}>
      <label>
        Title
        <input {...form.register('title')} />
      </label>
      <label>
        ISBN
        <input {...form.register('isbn')} />
      </label>
      <WantedHint />
    </FormProvider>
  );
}

/** Answers the count by what was asked, and keeps what was asked. */
function countApi(answer: (query: URLSearchParams) => { count: number; city: string | null }) {
  const asked: string[] = [];
  const fetchSpy = mockApi({});
  fetchSpy.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/wanted/count') return jsonResponse(404, { message: 'Not found' });
    asked.push(url.search);
    return jsonResponse(200, answer(url.searchParams));
  });
  return asked;
}

describe("the listing wizard's wanted hint", () => {
  it('says how many students in the seller’s city want the book once its ISBN is typed, asking once', async () => {
    const asked = countApi((query) =>
      query.get('isbn') === '9788177091878' ? { count: 3, city: 'Pune' } : { count: 0, city: null },
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DetailsStep />, { user: makeUser({ city: 'Pune' }) });
    await user.type(screen.getByLabelText('ISBN'), '81-7709-187-5');

    expect(await screen.findByRole('status')).toHaveTextContent('3 students in Pune want this book');
    expect(asked).toEqual(['?isbn=9788177091878&city=Pune']);
  });

  it('says one student wants it, anywhere, for a title; and nothing when nobody does', async () => {
    countApi((query) =>
      query.get('title') === 'HC Verma part 1' ? { count: 1, city: null } : { count: 0, city: null },
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DetailsStep />, { user: makeUser() });
    await user.type(screen.getByLabelText('Title'), 'HC Verma part 1');
    expect(await screen.findByRole('status')).toHaveTextContent('1 student wants this book');

    await user.type(screen.getByLabelText('Title'), ' and 2');
    await expect.poll(() => screen.queryByRole('status')).toBeNull();
  });

  it('is said in Hindi', async () => {
    countApi(() => ({ count: 2, city: 'Pune' }));
    const user = userEvent.setup({ delay: null });
    await renderInHindi(<DetailsStep />, { user: makeUser({ city: 'Pune' }) });
    await user.type(screen.getByLabelText('Title'), 'Concepts of Physics');
    expect(await screen.findByRole('status')).toHaveTextContent('Pune में 2 छात्र यह किताब चाहते हैं');
  });
});
